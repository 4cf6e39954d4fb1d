/**
 * The body as far as it came: all of it, or, when its stream failed (the server stops a body
 * over its route's cap with an error), the bytes that arrived before, and `cut`.
 */
async function bodyBytes(request: Request): Promise<{ bytes: Buffer; cut: boolean }> {
  const chunks: Uint8Array[] = [];
  const reader = request.body?.getReader();
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) chunks.push(read.value);
    return { bytes: Buffer.concat(chunks), cut: false };
  } catch {
    return { bytes: Buffer.concat(chunks), cut: true };
  }
}

/**
 * The fields of a posted form that the action knows, each once (the first
 * value). The server caps the body's size as it arrives; this keeps a small
 * body from costing much: unknown names (`message[99999999]`, `a[0][0]…`,
 * thousands of repeats) never reach the form parser, which would build sparse
 * arrays or recurse on them. A body that is not a form (JSON, plain text, no
 * type, broken multipart) or not UTF-8 gives an empty form, so the action
 * answers with its validation messages (400) rather than an error page. Of a
 * body cut at its cap (`cut`), a URL-encoded form keeps the fields that came
 * whole (those before the last "&"); a multipart one, none.
 */
export async function readForm(
  request: Request,
  fieldNames: readonly string[],
): Promise<{ form: FormData; cut: boolean }> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const type = contentType.toLowerCase();
  const known = new Set(fieldNames);
  const form = new FormData();
  const keep = (entries: Iterable<[string, FormDataEntryValue]>) => {
    for (const [name, value] of entries) {
      if (known.has(name) && typeof value === "string" && !form.has(name)) form.append(name, value);
    }
  };
  // The whole body is read whatever its type, so that one over its cap is seen before any answer.
  const { bytes, cut } = await bodyBytes(request);
  try {
    if (type.startsWith("application/x-www-form-urlencoded")) {
      const whole = cut ? bytes.subarray(0, Math.max(0, bytes.lastIndexOf("&"))) : bytes;
      keep(new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(whole)));
    } else if (type.startsWith("multipart/form-data") && !cut) {
      keep(await new Response(new Uint8Array(bytes), { headers: { "Content-Type": contentType } }).formData());
    }
  } catch {
    return { form: new FormData(), cut };
  }
  return { form, cut };
}
