/** The largest photo upload taken (the console says so, the server refuses more): a phone's photo fits several times over. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
