/**
 * The stored enquiries, whoever holds the store: the process that has it open (a running dev
 * server) is asked through its inbox URL; otherwise the folder is claimed and read directly.
 */
import { existsSync } from "node:fs";
import { openMigratedDatabase } from "./database";
import { listEnquiries, type EnquirySummary } from "./inbox";
import { DEFAULT_STORE_FOLDER, INBOX_PATH, databaseFolder } from "./local-store";
import { claimStore, currentOwner } from "./store-owner";

export type EnquiryListing = { rows: EnquirySummary[]; source: string };

async function askOwner(inboxUrl: string): Promise<EnquirySummary[]> {
  const response = await fetch(`${inboxUrl}${INBOX_PATH}`);
  if (!response.ok) throw new Error(`the dev server's local store answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as EnquirySummary[];
}

export async function readEnquiries(folder: string = DEFAULT_STORE_FOLDER): Promise<EnquiryListing> {
  const owner = currentOwner(folder);
  if (owner) {
    if (!owner.inboxUrl) throw new Error(`process ${owner.pid} is still opening ${folder}; try again in a moment`);
    return { rows: await askOwner(owner.inboxUrl), source: `the running dev server (process ${owner.pid})` };
  }
  if (!existsSync(databaseFolder(folder))) return { rows: [], source: `${folder} (not created yet: no enquiry was sent)` };
  const claim = claimStore(folder);
  if ("ownedBy" in claim) return readEnquiries(folder); // a dev server started this very moment
  try {
    const { db } = await openMigratedDatabase({ dataDir: databaseFolder(folder) });
    try {
      return { rows: await listEnquiries(db), source: folder };
    } finally {
      await db.close();
    }
  } finally {
    claim.release();
  }
}
