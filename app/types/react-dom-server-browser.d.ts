// @types/react-dom declares the web-stream renderer only on "react-dom/server".
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
