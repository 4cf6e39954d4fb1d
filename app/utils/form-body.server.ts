/**
 * The fields of a posted form. server.js has already capped the body's size.
 * A body that is not a form (JSON, plain text, no type, broken multipart) or
 * not UTF-8 gives an empty form, so the action answers with its validation
 * messages (400) rather than an error page.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.toLowerCase() ?? "";
  try {
    if (type.startsWith("application/x-www-form-urlencoded")) {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(await request.arrayBuffer());
      const form = new FormData();
      for (const [key, value] of new URLSearchParams(text)) form.append(key, value);
      return form;
    }
    if (type.startsWith("multipart/form-data")) return await request.formData();
  } catch {
    // Falls through to the empty form.
  }
  return new FormData();
}
