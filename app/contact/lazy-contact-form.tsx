import { lazy } from "react";

/**
 * The form and its validation (zod, Conform) load with the first page that
 * shows a form (the dialog on opening, an inline form on hydrating), not with
 * every page. The server renders it in place all the same: pages are sent
 * only when complete.
 */
export const LazyContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));
