/** The tags area's public verbs (TagManagement: system admins upload, allocate and delete tags). */
export { countTags } from "./tag-counts";
export { deleteBatch } from "./delete-batch";
export { deleteTags } from "./delete-tags";
export { getBatch } from "./get-batch";
export { listBatches } from "./list-batches";
export { updateBatch } from "./update-batch";
export { uploadTags } from "./upload-tags";
