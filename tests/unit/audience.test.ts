import { describe, expect, it } from "vitest";
import { parseAudience } from "~/audience/audience";
import { signupUrlFor } from "~/components/layout/site-data";
import { contactHref } from "~/contact/contact-link";
import { readAudienceCookie, serializeAudienceCookie } from "~/utils/preference-cookie.server";

describe("audience", () => {
  it("accepts only the three audiences", () => {
    expect(["personlig", "bedrift", "ungdom"].map(parseAudience)).toEqual(["personlig", "bedrift", "ungdom"]);
    for (const value of ["", "Bedrift", "admin", " personlig", null, undefined, 1, {}, "__proto__"]) {
      expect(parseAudience(value)).toBeNull();
    }
  });

  it("round-trips through a one-year cookie and ignores tampered values", () => {
    const cookie = serializeAudienceCookie("bedrift", { secure: true });
    expect(cookie).toBe("audience=bedrift; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
    expect(readAudienceCookie("lang=en; audience=ungdom")).toBe("ungdom");
    expect(readAudienceCookie("audience=root")).toBeNull();
    expect(readAudienceCookie(null)).toBeNull();
  });
});

describe("calls to action", () => {
  it("send the page language to the sign-up site, keeping its own query", () => {
    expect(signupUrlFor("https://signup.example.com", "en")).toBe("https://signup.example.com/?lang=en");
    expect(signupUrlFor("https://pay.example.com/start?plan=trial&lang=xx", "nb")).toBe(
      "https://pay.example.com/start?plan=trial&lang=nb",
    );
    expect(signupUrlFor("https://signup.example.com/?lang=nb", "nb", "ungdom")).toBe(
      "https://signup.example.com/?lang=nb&audience=ungdom",
    );
  });

  it("open the contact form preset with intent and audience in the page language", () => {
    expect(contactHref("nb", "demo", "bedrift")).toBe("/kontakt?intent=demo&audience=bedrift");
    expect(contactHref("en", "contact")).toBe("/en/contact?intent=contact");
  });
});
