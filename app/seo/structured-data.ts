import type { Founder } from "~/services/founders.server";
import type { StructuredData } from "./meta";

type Organization = { name: string; siteUrl: string; description: string };

function personOf(founder: Founder, founderUrl: string, organization: Organization): StructuredData {
  return {
    "@type": "Person",
    name: founder.name,
    jobTitle: founder.title,
    description: founder.metaDescription,
    image: new URL(founder.image.src, organization.siteUrl).href,
    url: founderUrl,
    worksFor: { "@type": "Organization", name: organization.name, url: organization.siteUrl },
  };
}

/** schema.org Organization with its founders, for the about page. */
export function organizationData(
  organization: Organization,
  founders: { founder: Founder; url: string }[],
): StructuredData {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: organization.name,
    url: organization.siteUrl,
    logo: new URL("/favicon.svg", organization.siteUrl).href,
    description: organization.description,
    founder: founders.map(({ founder, url }) => personOf(founder, url, organization)),
  };
}

/** schema.org Person, for a founder's own page. */
export function personData(founder: Founder, url: string, organization: Organization): StructuredData {
  return { "@context": "https://schema.org", ...personOf(founder, url, organization) };
}
