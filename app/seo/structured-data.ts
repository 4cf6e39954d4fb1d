import type { Founder } from "~/services/founders.server";
import type { StructuredData } from "./meta";

type Organization = { name: string; siteUrl: string; description: string };
type FounderPage = { founder: Founder; url: string };

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
export function organizationData(organization: Organization, founders: FounderPage[]): StructuredData {
  return {
    "@context": "https://schema.org",
    ...publisherData(organization),
    description: organization.description,
    founder: founders.map(({ founder, url }) => personOf(founder, url, organization)),
  };
}

/** schema.org Person, for a founder's own page. */
export function personData(founder: Founder, url: string, organization: Organization): StructuredData {
  return { "@context": "https://schema.org", ...personOf(founder, url, organization) };
}

/** schema.org Person known by name (and job title) only: an article's author or reviewer. */
export function namedPerson(name: string, jobTitle?: string | null): StructuredData {
  return { "@type": "Person", name, jobTitle: jobTitle ?? undefined };
}

/** schema.org Organization with its logo: an article's author and publisher, and the start of the about page's. */
export function publisherData(organization: Organization): StructuredData {
  const logo = { "@type": "ImageObject", url: new URL("/favicon.svg", organization.siteUrl).href };
  return { "@type": "Organization", name: organization.name, url: organization.siteUrl, logo };
}

/** schema.org BreadcrumbList from the home page down to the current page. */
export function breadcrumbData(trail: { name: string; url: string }[]): StructuredData {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
