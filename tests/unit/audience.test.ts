import { describe, expect, it } from "vitest";
import { signupUrlFor } from "~/components/layout/site-data";

// Which audiences count, the audience cookie and the contact links are proven end to end
// (http/home.spec.ts, next-steps.spec.ts); the sign-up site's own query is seen only here.
describe("the sign-up link", () => {
  it("sends the page language (and a chosen audience) to the sign-up site, keeping its own query", () => {
    expect(signupUrlFor("https://pay.example.com/start?plan=trial&lang=xx", "nb")).toBe(
      "https://pay.example.com/start?plan=trial&lang=nb",
    );
    expect(signupUrlFor("https://signup.example.com/?lang=nb", "en", "ungdom")).toBe(
      "https://signup.example.com/?lang=en&audience=ungdom",
    );
  });
});
