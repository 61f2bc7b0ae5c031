/**
 * Link targets docs/requirements.md promises whose pages are not built yet: the link gate tolerates
 * these, and only these, while they are missing; its last test fails as soon as one exists, so
 * the entry gets deleted and the target is checked like any other from then on. Every page the
 * requirements name now exists, so the list is empty; keep it that way.
 */
export const PENDING_LINK_TARGETS: readonly string[] = [];
