/** Launch values for every setting the launch check looks at (the backend's URL is each test's own). */
export const LAUNCH_ENV = {
  SITE_URL: "https://www.sinnsro.no",
  APP_URL: "https://app.sinnsro.no",
  SIGNUP_URL: "https://registrer.sinnsro.no",
  SALES_EMAIL: "salg@sinnsro.no",
  BUSINESS_SALES_EMAIL: "bedrift@sinnsro.no",
  COMPANY_NAME: "Sinnsro AS",
  COMPANY_ORG_NUMBER: "912 345 678",
  COMPANY_ADDRESS: "Storgata 1, 0155 Oslo",
  SUPABASE_ANON_KEY: "anon-key",
  VOICE_AGENT_ID_NB: "agent_nb_launch",
  VOICE_AGENT_ID_EN: "agent_en_launch",
  ELEVENLABS_SERVER_LOCATION: "eu-residency",
};

/** What the embedded default leaves on sample values, in the order they are reported (articles aside). */
export const DEFAULT_FINDINGS = [
  ["SITE_URL", "https://www.example.com"],
  ["APP_URL", "https://app.example.com"],
  ["SIGNUP_URL", "https://signup.example.com"],
  ["SALES_EMAIL", "salg@example.com"],
  ["BUSINESS_SALES_EMAIL", "bedrift@example.com"],
  ["CONTACT_EMAIL", "salg@example.com"],
  ["COMPANY_NAME", "unset"],
  ["COMPANY_ADDRESS", "unset"],
  ["COMPANY_ORG_NUMBER", "999999999"],
  ["SUPABASE_URL, SUPABASE_ANON_KEY", "unset"],
  ["VOICE_AGENT_ID_NB, VOICE_AGENT_ID_EN", "unset"],
  ["content/founders.json", "Kari Nordmann, Ola Nordmann"],
  ["content/ai-veilederen.en.md", "sample: true"],
  ["content/ai-veilederen.md", "sample: true"],
  ["content/personvern.en.md", "sample: true"],
  ["content/personvern.md", "sample: true"],
  ["content/figures.json", "85 %"],
  ["content/figures.json", "90 %"],
  ["content/figures.json", "24/7"],
  ["content/figures.json", "4,8 av 5"],
];
