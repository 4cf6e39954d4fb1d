/**
 * The fields of a posted form that the action knows, each once (the first
 * value). The server caps the body's size as it arrives; this keeps a small
 * body from costing much: unknown names (`message[99999999]`, `a[0][0]…`,
 * thousands of repeats) never reach the form parser, which would build sparse
 * arrays or recurse on them. A body that is not a form (JSON, plain text, no
 * type, broken multipart) or not UTF-8 gives an empty form, so the action
 * answers with its validation messages (400) rather than an error page.
 */
export async function readForm(request: Request, fieldNames: readonly string[]): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const type = contentType.toLowerCase();
  const known = new Set(fieldNames);
  const form = new FormData();
  const keep = (entries: Iterable<[string, FormDataEntryValue]>) => {
    for (const [name, value] of entries) {
      if (known.has(name) && typeof value === "string" && !form.has(name)) form.append(name, value);
    }
  };
  try {
    // The whole body is read whatever its type, so that one over its cap is refused (413) before
    // any answer: the server counts it as it arrives.
    const body = await request.arrayBuffer();
    if (type.startsWith("application/x-www-form-urlencoded")) {
      keep(new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(body)));
    } else if (type.startsWith("multipart/form-data")) {
      keep(await new Response(body, { headers: { "Content-Type": contentType } }).formData());
    }
  } catch {
    return new FormData();
  }
  return form;
}
