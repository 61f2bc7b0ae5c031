/**
 * The plain form's store on a local database (PGlite, or a server through `pg`): what the Edge
 * Function reaches through PostgREST (`POST /rest/v1/rpc/submit_form_enquiry` with the service role
 * key), as SQL: one transaction as service_role calling public.submit_form_enquiry with the row and
 * the visitor's address headers.
 */
import { SUBMIT_FUNCTION, type StoreAnswer, type StoreEnquiry } from "../functions/submit-enquiry/store.ts";
import { isDatabaseError } from "./postgrest-errors";
import type { SqlSession } from "./sql-session";

export function sqlFormStore(database: () => Promise<SqlSession>): StoreEnquiry {
  return async (enquiry, senderHeaders): Promise<StoreAnswer> => {
    try {
      const db = await database();
      await db.transaction(async (tx) => {
        await tx.query("set local role service_role");
        await tx.query(`select public.${SUBMIT_FUNCTION}($1::jsonb, $2::json)`, [JSON.stringify(enquiry), JSON.stringify(senderHeaders)]);
      });
      return { outcome: "stored" };
    } catch (error) {
      if (isDatabaseError(error) && error.code === "PT429") return { outcome: "limited", message: error.message };
      return { outcome: "failed", reason: error instanceof Error ? error.message : String(error) };
    }
  };
}
