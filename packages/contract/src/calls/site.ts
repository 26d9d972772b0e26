import { z } from 'zod';
import { Empty, IdBody, pageOf, SelectOption, zId } from '../paging.js';
import { isPhone, pastedPhone, UPLOADED_ADDRESS, zOptionalEmail } from '../validators/index.js';
import { defineCalls, openPublic, staffPlatform } from './define.js';

/** Hosts are compared without port, scheme, path or case: `Shop.Example.com:8443` and
 * `https://shop.example.com/` are the same host. Answers '' for text that holds no host. */
export function normaliseHost(raw: string): string {
  let h = String(raw ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  h = h.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  h = h.split(/[/?#]/)[0]!;
  h = h.replace(/^[^@]*@/, '');
  if (h.startsWith('[')) {
    // IPv6 literal: [::1]:8080
    const end = h.indexOf(']');
    return end > 0 ? h.slice(1, end) : '';
  }
  // More than one colon without brackets is a bare IPv6 address, which has no port.
  if ((h.match(/:/g) ?? []).length === 1) h = h.slice(0, h.indexOf(':'));
  return h.replace(/\.$/, '');
}

const HOSTNAME =
  /^(?=.{1,253}$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?)(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?)*$/;
const IPV6 = /^[0-9a-f:.]+$/;
export const isValidHost = (h: string) => HOSTNAME.test(h) || (h.includes(':') && IPV6.test(h));

export const HostField = z
  .string()
  .max(300)
  .transform(normaliseHost)
  .refine(isValidHost, { error: 'site.rule.host' })
  .describe('Host name or IP address; port, scheme and path are dropped and it is lower-cased');

export const MAX_SITE_HOSTS = 50;
const HostList = z
  .array(HostField)
  .max(MAX_SITE_HOSTS)
  .transform((hosts) => [...new Set(hosts)])
  .describe(`Hosts that open this site's console, at most ${MAX_SITE_HOSTS}; a host belongs to one site only`);

export const LanguageCode = z.coerce.number().int().min(1).max(3).describe('1 zh-cn, 2 zh-tw, 3 en-us');

/** Optional text: the console drops empty strings before sending, so on
 * EditSite an absent text field means the user emptied it. */
const optionalText = (max: number) => z.string().trim().max(max).optional();

const ContactPhone = z
  .string()
  // Read as pasted (`+86 138 0013 8000` is 13800138000) before it is checked.
  .overwrite((v) => pastedPhone(v))
  .max(30)
  .refine((v) => isPhone(v), { error: 'site.rule.phone' })
  .optional()
  .describe('Mobile or fixed telephone of 86, 852, 853 or 886 (without the country code)');

const ApiUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/[^\s]*$/.test(v) || /^https?:\/\/[^\s/]+[^\s]*$/i.test(v), { error: 'site.rule.apiUrl' })
  .optional()
  .describe(
    "API address the site's console talks to (ControlCentre/GetSiteApiUrlByHost): an http(s) address, " +
      'or a path on the same host; absent = /openapi, this server',
  );

const SiteFields = {
  Name: z.string().trim().min(1).max(100),
  Code: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'site.rule.code' })
    .describe('Unique site code: letters, digits, _ and -'),
  ApiUrl,
  Hosts: HostList.optional(),
  ContactPhone,
  ContactEmail: zOptionalEmail,
  Remarks: optionalText(500),
  SmsCountryIds: z
    .array(zId)
    .max(300)
    .transform((ids) => [...new Set(ids)])
    .optional()
    .describe('Countries (GlobalCountries ids) whose phone codes the sign-in and register pages offer for SMS'),
};

export const EstablishSiteBody = z
  .object(SiteFields)
  .describe('Creates a site and its three page configurations (Title = Name, no logo)');
export type EstablishSiteBody = z.infer<typeof EstablishSiteBody>;

export const EditSiteBody = z
  .object({
    Id: zId,
    ...SiteFields,
    Hosts: HostList.optional().describe('Replaces the hosts when present; absent leaves them unchanged'),
    SmsCountryIds: SiteFields.SmsCountryIds.describe(
      'Replaces the SMS countries when present; absent leaves them unchanged',
    ),
    IsDeactivate: z.boolean().optional().describe('Absent leaves it unchanged'),
  })
  .describe(
    'Absent optional text fields (ApiUrl aside, which falls back to /openapi) are saved empty, since the ' +
      'console drops empty strings; absent lists and IsDeactivate are left unchanged',
  );
export type EditSiteBody = z.infer<typeof EditSiteBody>;

export const GetSitesBody = pageOf({
  Name: z.string().trim().max(100).optional().describe('Part of the name or the code, any case'),
}).describe('StartDate/EndDate filter CreationTime');
export type GetSitesBody = z.infer<typeof GetSitesBody>;

export const SiteRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Code: z.string(),
  ApiUrl: z.string(),
  Hosts: z.array(z.string()),
  ContactPhone: z.string(),
  ContactEmail: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: z.string(),
  Remarks: z.string(),
});
export type SiteRow = z.infer<typeof SiteRow>;

export const SiteDetail = SiteRow.extend({ SmsCountryIds: z.array(z.number()) });
export type SiteDetail = z.infer<typeof SiteDetail>;

export const EditSiteHostsBody = z.object({ Id: zId, Hosts: HostList });
export type EditSiteHostsBody = z.infer<typeof EditSiteHostsBody>;

export const SiteOption = SelectOption.extend({ Id: z.number() }).describe(
  'Value and Id are both the site id (site options elsewhere carry Id, Name; option lists Value, Name)',
);
export const SiteOptions = z.array(SiteOption).describe('Active sites by name');

// ---------------------------------------------------------------------------------------------
// Page configuration

export const GetSitePageConfigurationBody = z.object({
  Language: LanguageCode.optional().describe('1 zh-cn, 2 zh-tw, 3 en-us; absent = the AcceptLanguage of the request'),
});
const PageContent = {
  Title: z.string(),
  Logo: z.string().describe("Address of the logo image; '' when none"),
  CarouselImages: z.array(z.string()).describe('Addresses of the sign-in page carousel images, in order'),
  AboutUs: z.string().describe("'About us' HTML, sanitised when saved; '' when none"),
};
export const SitePageConfiguration = z
  .object(PageContent)
  .describe("Of the site the request's host belongs to (the first site when the host is unknown)");
export type SitePageConfiguration = z.infer<typeof SitePageConfiguration>;

export const LanguagePageConfiguration = z.object({ Language: z.number(), ...PageContent });
export type LanguagePageConfiguration = z.infer<typeof LanguagePageConfiguration>;
export const LanguagePageConfigurations = z
  .array(LanguagePageConfiguration)
  .describe('Always the three languages 1, 2, 3 in that order');

export const PageTitle = z.string().trim().min(1).max(100);

export const LogoAddress = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || UPLOADED_ADDRESS.test(v) || /^https?:\/\/\S+$/i.test(v), {
    error: 'site.rule.logo',
  });

export const MAX_CAROUSEL_IMAGES = 15;
/** Longest 'About us' HTML accepted, in characters (before sanitising). */
export const ABOUT_US_MAX_LENGTH = 20_000;
export const CarouselImages = z
  .array(z.string().trim().regex(UPLOADED_ADDRESS, { error: 'site.rule.carouselImage' }))
  .max(MAX_CAROUSEL_IMAGES)
  .describe(`Image addresses answered by UpLoadFile, in display order, at most ${MAX_CAROUSEL_IMAGES}`);
export const AboutUsHtml = z
  .string()
  .max(ABOUT_US_MAX_LENGTH)
  .describe('HTML; scripts, on* attributes and javascript: addresses are removed when saved');

/** A multipart text field holding JSON, parsed before `schema` checks it; text that is no JSON
 * is refused with `rule`. */
const jsonText = <T extends z.ZodType>(schema: T, rule: string) =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: rule, input: v });
      return z.NEVER;
    }
  }, schema);

export const PageConfigurationItem = z.object({
  Language: LanguageCode,
  Title: PageTitle.optional(),
  Logo: LogoAddress.optional().describe("'' removes the logo; absent keeps it"),
  CarouselImages: CarouselImages.optional().describe('Replaces the carousel when present; absent keeps it'),
  AboutUs: AboutUsHtml.optional().describe('Absent keeps it'),
});

const CarouselField = jsonText(CarouselImages, 'site.rule.carouselImages')
  .optional()
  .describe('JSON list of image addresses answered by UpLoadFile, in display order; absent keeps the carousel');

/** Multipart fields of Site/EditSitePageConfiguration; files are the parts Logo1, Logo2, Logo3. */
export const EditSitePageConfigurationBody = z
  .object({
    SiteId: zId,
    Title1: PageTitle.optional(),
    Title2: PageTitle.optional(),
    Title3: PageTitle.optional(),
    Logo1: LogoAddress.optional(),
    Logo2: LogoAddress.optional(),
    Logo3: LogoAddress.optional(),
    CarouselImages1: CarouselField,
    CarouselImages2: CarouselField,
    CarouselImages3: CarouselField,
    AboutUs1: AboutUsHtml.optional(),
    AboutUs2: AboutUsHtml.optional(),
    AboutUs3: AboutUsHtml.optional(),
    Configurations: jsonText(z.array(PageConfigurationItem).max(3), 'site.rule.configurations')
      .optional()
      .describe(
        'JSON text [{Language, Title, Logo, CarouselImages, AboutUs}], another way to send the same values ' +
          'as the <field><N> fields',
      ),
  })
  .describe(
    'multipart/form-data. Title<N>, Logo<N>, CarouselImages<N> (JSON list) and AboutUs<N> belong to ' +
      'language N (1 zh-cn, 2 zh-tw, 3 en-us). A file ' +
      'part Logo<N> (JPEG, PNG, GIF or WebP, at most 2 MB) replaces the logo; a text field Logo<N> sets an ' +
      "address ('' removes it); absent values are kept. <field><N> fields win over Configurations. Files are " +
      'stored first and the rows written in one transaction; on failure the stored files are removed. ' +
      'Replaced logo files stay in storage. Answers the three configurations after the change.',
  );
export type EditSitePageConfigurationBody = z.infer<typeof EditSitePageConfigurationBody>;

// ---------------------------------------------------------------------------------------------
// SMS countries and host mapping

export const SmsCountry = z.object({
  Value: z.number().describe('Country id'),
  Name: z.string().describe('In the language of the request'),
  Code: z.string().describe('ISO 3166 alpha-2'),
  PhoneCode: z.string(),
});
export const SmsCountries = z
  .array(SmsCountry)
  .describe("SMS countries of the site the request's host belongs to (the first site when the host is unknown)");

export const GetSiteApiUrlByHostBody = z.object({
  Host: HostField.describe('The browser location host; port, scheme, path and case are ignored'),
});
export const SiteApiUrl = z
  .string()
  .describe("The site's API address (/openapi when it is this server); Code 4 names an unknown host");

export const controlCentreCalls = defineCalls('ControlCentre', {
  GetSiteApiUrlByHost: {
    ...openPublic,
    summary: 'API address of the site a host belongs to; Code 4 for an unknown or deactivated one',
    body: GetSiteApiUrlByHostBody,
    response: SiteApiUrl,
  },
});

/** Read limit for logo parts: above the 2 MB logo limit, so a too-large logo is refused by the
 * service naming its field instead of by the multipart reader. */
const LOGO_READ_BYTES = 10 * 1024 * 1024;

/** Sites: staff keep them; the sign-in page reads its own site's title, logo and SMS countries. */
export const siteCalls = defineCalls('Site', {
  GetSitePageConfiguration: {
    ...openPublic,
    summary: "Title and logo of the request host's site in one language (sign-in page, layout)",
    body: GetSitePageConfigurationBody,
    response: SitePageConfiguration,
  },
  GetSmsCountrys: {
    ...openPublic,
    summary: "Countries the request host's site offers for SMS sign-in and registration",
    body: Empty,
    response: SmsCountries,
  },
  GetSites: { ...staffPlatform, body: GetSitesBody, rows: SiteRow, sorts: ['CreationTime', 'Name', 'Code'] },
  EstablishSite: { ...staffPlatform, body: EstablishSiteBody, response: SiteDetail },
  GetSiteById: { ...staffPlatform, body: IdBody, response: SiteDetail },
  EditSite: { ...staffPlatform, body: EditSiteBody, response: SiteDetail },
  DeleteSite: {
    ...staffPlatform,
    summary: 'Deletes a site with its hosts and page configurations; refused while users belong to it',
    body: IdBody,
    response: z.boolean(),
  },
  EditSiteHosts: {
    ...staffPlatform,
    summary: 'Replaces the hosts of a site; Code 4 names a host that belongs to another site',
    body: EditSiteHostsBody,
    response: SiteDetail,
  },
  GetSelectSiteInfos: { ...staffPlatform, body: Empty, response: SiteOptions },
  GetEditSitePageConfiguration: { ...staffPlatform, body: IdBody, response: LanguagePageConfigurations },
  EditSitePageConfiguration: {
    ...staffPlatform,
    summary: 'Titles and logos per language (multipart: SiteId, Title1-3, files Logo1-3)',
    body: EditSitePageConfigurationBody,
    response: LanguagePageConfigurations,
    multipart: { maxFileBytes: LOGO_READ_BYTES, maxFiles: 3 },
  },
});
