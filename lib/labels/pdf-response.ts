/** A label PDF as a download, with its notice in the user-message header (percent-encoded). */
export function pdfResponse(sheet: { pdf: Uint8Array; fileName: string; message: string }): Response {
  return new Response(new Blob([sheet.pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${sheet.fileName}"`,
      "cache-control": "no-store",
      "user-message": encodeURIComponent(sheet.message),
    },
  });
}
