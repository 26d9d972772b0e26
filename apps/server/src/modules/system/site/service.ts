import {
  type EditSiteBody,
  type EditSiteHostsBody,
  type EditSitePageConfigurationBody,
  type EstablishSiteBody,
  type GetSitesBody,
  type Lang,
  Languages,
  LOGO_MAX_BYTES,
  langCode,
  normaliseHost,
  type SiteDetail,
  type SitePageConfiguration,
  type SiteRow,
  UploadLimits,
} from '@wms/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { sitePageConfigurations, sites, users } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { AppError, invalid, notFound, refused } from '../../../platform/errors.js';
import { refuseInUse } from '../../../platform/in-use.js';
import { paged, type UploadedFile } from '../../../platform/route.js';
import {
  type DetectedType,
  recordFile,
  removeWritten,
  UPLOADS_PREFIX,
  uploadType,
  type WrittenFile,
  writeBytes,
} from '../../../platform/storage.js';
import { usedBy } from '../../../platform/used-by.js';
import * as repo from './repository.js';
import { sanitiseHtml } from './sanitise.js';

/** Sites created without an ApiUrl talk to this server. */
export const DEFAULT_API_URL = '/openapi';
const LANGUAGE_CODES = Languages.map((l) => l.code);
const IMAGE_TYPES = UploadLimits[1].types;

function toRow(s: repo.SiteRecord, hosts: string[]): SiteRow {
  return {
    Id: s.id,
    Name: s.name,
    Code: s.code,
    ApiUrl: s.apiUrl,
    Hosts: hosts,
    ContactPhone: s.contactPhone,
    ContactEmail: s.contactEmail,
    IsDeactivate: s.isDeactivate,
    CreationTime: s.creationTime.toISOString(),
    Remarks: s.remarks,
  };
}

type PageRow = typeof sitePageConfigurations.$inferSelect;

const pageContent = (site: repo.SiteRecord, r: PageRow | undefined): SitePageConfiguration => ({
  Title: r?.title ?? site.name,
  Logo: r?.logo ?? '',
  CarouselImages: r?.carouselImages ?? [],
  AboutUs: r?.aboutUs ?? '',
});

function isPgError(e: unknown, code: string): boolean {
  let cur = e as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && cur; i++) {
    if (cur.code === code) return true;
    cur = cur.cause as typeof cur;
  }
  return false;
}

export function siteService(deps: Deps) {
  const { db, config } = deps;

  async function detail(q: Queryable, id: number): Promise<SiteDetail> {
    const site = await repo.findSite(q, id);
    if (!site) throw notFound();
    const hosts = await repo.hostsBySite(q, [id]);
    return { ...toRow(site, hosts.get(id) ?? []), SmsCountryIds: await repo.smsCountryIdsOf(q, id) };
  }

  /** Refusals that need the database, checked inside the write transaction before writing. */
  async function checkReferences(
    q: Queryable,
    body: { Code: string; Hosts?: string[]; SmsCountryIds?: number[] },
    siteId?: number,
  ) {
    if (await repo.siteWithCode(q, body.Code, siteId)) throw invalid('Code', 'site.codeTaken', { code: body.Code });
    const [taken] = await repo.hostsClaimedElsewhere(q, body.Hosts ?? [], siteId);
    if (taken) throw invalid('Hosts', 'site.hostTaken', { host: taken.host, site: taken.site });
    const [missing] = await repo.missingCountryIds(q, body.SmsCountryIds ?? []);
    if (missing !== undefined) throw invalid('SmsCountryIds', 'site.rule.unknownCountry', { id: missing });
  }

  async function pageConfigurations(q: Queryable, site: repo.SiteRecord) {
    const rows = await repo.pageConfigurationsOf(q, site.id);
    return LANGUAGE_CODES.map((language) => {
      const r = rows.find((x) => x.language === language);
      return { Language: language, ...pageContent(site, r) };
    });
  }

  /** Refuses carousel addresses of files this server did not store as images (Code 2 naming
   * the language's field), so the public page only shows our own uploads. */
  async function checkCarousels(values: Map<number, repo.PageValues>) {
    const names = [...values.values()]
      .flatMap((v) => v.carouselImages ?? [])
      .map((a) => a.slice(UPLOADS_PREFIX.length));
    const stored = await repo.storedImages(db, [...new Set(names)]);
    for (const [language, v] of values) {
      if (v.carouselImages?.some((a) => !stored.has(a.slice(UPLOADS_PREFIX.length)))) {
        throw invalid(`CarouselImages${language}`, 'site.rule.carouselImage');
      }
    }
  }

  /** Checks the logo files of a page configuration edit; answers the language each is for. */
  function logoFiles(files: UploadedFile[]) {
    const out: { language: number; file: UploadedFile; type: DetectedType }[] = [];
    for (const file of files) {
      const m = /^Logo([123])$/.exec(file.field);
      if (!m) throw invalid(file.field, 'upload.unexpectedFile');
      if (!file.data.length) continue;
      out.push({ language: Number(m[1]), file, type: uploadType(file, IMAGE_TYPES, LOGO_MAX_BYTES) });
    }
    return out;
  }

  return {
    // ---- open calls of the console shell

    async pageConfigurationForHost(host: string, language: number): Promise<SitePageConfiguration> {
      const site = await repo.siteForRequestHost(db, normaliseHost(host));
      if (!site) throw refused('site.noSite');
      return pageContent(site, await repo.pageConfiguration(db, site.id, language));
    },

    async smsCountriesForHost(host: string, lang: Lang) {
      const site = await repo.siteForRequestHost(db, normaliseHost(host));
      if (!site) return [];
      return repo.smsCountriesOf(db, site.id, lang);
    },

    /** ControlCentre/GetSiteApiUrlByHost: the API address of the site claiming the host. */
    async apiUrlForHost(host: string): Promise<string> {
      const site = await repo.siteClaimingHost(db, host);
      if (!site) throw refused('site.unknownHost', { host });
      if (site.isDeactivate) throw refused('site.deactivatedHost', { host });
      return site.apiUrl || DEFAULT_API_URL;
    },

    // ---- staff management

    async list(q: GetSitesBody) {
      const { rows, total } = await repo.listSites(db, q);
      const hosts = await repo.hostsBySite(
        db,
        rows.map((r) => r.id),
      );
      return paged(
        rows.map((r) => toRow(r, hosts.get(r.id) ?? [])),
        total,
      );
    },

    byId: (id: number) => detail(db, id),

    async establish(body: EstablishSiteBody): Promise<SiteDetail> {
      return db.transaction(async (tx) => {
        await checkReferences(tx, body);
        const [site] = await tx
          .insert(sites)
          .values({
            name: body.Name,
            code: body.Code,
            apiUrl: body.ApiUrl || DEFAULT_API_URL,
            contactPhone: body.ContactPhone ?? '',
            contactEmail: body.ContactEmail ?? '',
            remarks: body.Remarks ?? '',
          })
          .returning();
        await repo.replaceHosts(tx, site!.id, body.Hosts ?? []);
        await repo.replaceSmsCountries(tx, site!.id, body.SmsCountryIds ?? []);
        await tx
          .insert(sitePageConfigurations)
          .values(LANGUAGE_CODES.map((language) => ({ siteId: site!.id, language, title: body.Name, logo: '' })));
        return detail(tx, site!.id);
      });
    },

    async edit(body: EditSiteBody): Promise<SiteDetail> {
      return db.transaction(async (tx) => {
        const site = await repo.findSite(tx, body.Id, true);
        if (!site) throw notFound();
        await checkReferences(tx, body, body.Id);
        await tx
          .update(sites)
          .set({
            name: body.Name,
            code: body.Code,
            apiUrl: body.ApiUrl || DEFAULT_API_URL,
            contactPhone: body.ContactPhone ?? '',
            contactEmail: body.ContactEmail ?? '',
            remarks: body.Remarks ?? '',
            ...(body.IsDeactivate === undefined ? {} : { isDeactivate: body.IsDeactivate }),
          })
          .where(eq(sites.id, body.Id));
        if (body.Hosts) await repo.replaceHosts(tx, body.Id, body.Hosts);
        if (body.SmsCountryIds) await repo.replaceSmsCountries(tx, body.Id, body.SmsCountryIds);
        return detail(tx, body.Id);
      });
    },

    async remove(id: number, lang: Lang): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          const site = await repo.findSite(tx, id, true);
          if (!site) throw notFound();
          await refuseInUse(tx, id, [usedBy(users.siteId)], { name: site.name, lang, deactivate: true });
          await tx.delete(sites).where(eq(sites.id, id));
        });
      } catch (e) {
        // Hosts, page configurations and SMS countries go with the site; anything else that
        // still points at it (organisations, warehouses) keeps it.
        if (!(e instanceof AppError) && isPgError(e, '23503')) throw refused('site.inUse');
        throw e;
      }
      return true;
    },

    async editHosts(body: EditSiteHostsBody): Promise<SiteDetail> {
      return db.transaction(async (tx) => {
        const site = await repo.findSite(tx, body.Id, true);
        if (!site) throw notFound();
        const [taken] = await repo.hostsClaimedElsewhere(tx, body.Hosts, body.Id);
        if (taken) throw invalid('Hosts', 'site.hostTaken', { host: taken.host, site: taken.site });
        await repo.replaceHosts(tx, body.Id, body.Hosts);
        return detail(tx, body.Id);
      });
    },

    async options() {
      const rows = await repo.activeSiteOptions(db);
      return rows.map((r) => ({ Value: r.id, Id: r.id, Name: r.name }));
    },

    async editPageConfiguration(id: number) {
      const site = await repo.findSite(db, id);
      if (!site) throw notFound();
      return pageConfigurations(db, site);
    },

    /**
     * Saves titles and logos of the three languages. Logo files are checked and written first,
     * then every row in one transaction; if that fails the written files are removed again, so
     * storage holds no file that no row knows.
     */
    async savePageConfiguration(auth: Auth, body: EditSitePageConfigurationBody, files: UploadedFile[]) {
      const site = await repo.findSite(db, body.SiteId);
      if (!site) throw notFound();
      const logos = logoFiles(files);

      const values = new Map<number, repo.PageValues>();
      const put = (language: number, v: repo.PageValues) => {
        const cur = values.get(language) ?? {};
        values.set(language, {
          title: v.title ?? cur.title,
          logo: v.logo ?? cur.logo,
          carouselImages: v.carouselImages ?? cur.carouselImages,
          aboutUs: v.aboutUs === undefined ? cur.aboutUs : sanitiseHtml(v.aboutUs),
        });
      };
      for (const c of body.Configurations ?? []) {
        put(c.Language, { title: c.Title, logo: c.Logo, carouselImages: c.CarouselImages, aboutUs: c.AboutUs });
      }
      for (const n of [1, 2, 3] as const) {
        put(n, {
          title: body[`Title${n}`],
          logo: body[`Logo${n}`],
          carouselImages: body[`CarouselImages${n}`],
          aboutUs: body[`AboutUs${n}`],
        });
      }
      await checkCarousels(values);

      const written: WrittenFile[] = [];
      try {
        for (const l of logos) {
          const w = await writeBytes(config, l.file.data, l.type);
          written.push(w);
          put(l.language, { logo: w.address });
        }
        return await db.transaction(async (tx) => {
          const locked = await repo.findSite(tx, body.SiteId, true);
          if (!locked) throw notFound();
          for (const [i, w] of written.entries()) {
            await recordFile(tx, w, {
              originalName: logos[i]!.file.filename,
              classify: 'SiteLogo',
              uploaderId: auth.userId,
            });
          }
          for (const language of LANGUAGE_CODES) {
            await repo.upsertPageConfiguration(tx, site.id, language, values.get(language) ?? {}, locked.name);
          }
          return pageConfigurations(tx, locked);
        });
      } catch (e) {
        await removeWritten(written);
        throw e;
      }
    },

    /** Language number of a request that did not name one. */
    languageOf: (lang: Lang) => langCode(lang),
  };
}
export type SiteService = ReturnType<typeof siteService>;
