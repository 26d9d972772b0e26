import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The traditional Chinese texts are Taiwan's, not the mainland's written in traditional
// characters: a zh-TW reader saw 充值 beside 儲值 and 幣種 beside 幣別 (docs/domain.md, "Rules
// every area follows"). Every zh-tw text of the tree is read where it is written: the second text
// of a `t3(...)`, a `'zh-tw': ...` entry of a catalogue, a seeded `nameZhTw`.

/** A mainland term and what Taiwan writes for it. */
const MAINLAND: Record<string, string> = {
  充值: '儲值',
  幣種: '幣別',
  信息: '資訊 / 訊息',
  默認: '預設',
  賬: '帳',
  用戶: '使用者',
  設置: '設定',
  導出: '匯出',
  導入: '匯入',
  打印: '列印',
  登錄: '登入',
  軟件: '軟體',
  視頻: '影片',
  網絡: '網路',
  服務器: '伺服器',
  數據: '資料',
  質量: '品質',
  激活: '啟用',
  菜單: '選單',
  鏈接: '連結',
  短信: '簡訊',
  郵箱: '電子郵件',
  搜索: '搜尋',
  查找: '搜尋',
  添加: '新增',
  保存: '儲存',
  創建: '建立',
  支持: '支援',
  二維碼: 'QR 碼',
  條形碼: '條碼',
  屏幕: '螢幕',
  緩存: '快取',
  模板: '範本',
  字段: '欄位',
  發貨: '出貨',
  在線: '線上',
  批量: '批次',
  導航: '導覽',
  粘貼: '貼上',
  刷新: '重新整理',
  點擊: '點選',
  渠道: '通路',
  自提: '自取',
  回調: '回呼',
  立方米: '立方公尺',
  厘米: '公分',
  余額: '餘額',
};

const ROOTS = ['packages/contract/src', 'apps/web/src', 'apps/server/src'];
const repo = join(import.meta.dirname, '../../..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const STRING = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60`;
const SECOND_OF_T3 = new RegExp(String.raw`\bt3\(\s*(?:${STRING})\s*,\s*(${STRING})`, 'g');
const ZH_TW_ENTRY = new RegExp(String.raw`(?:'zh-tw'|nameZhTw|NameZhTw)\s*:\s*(${STRING})`, 'g');

/** Every zh-tw text of the tree, with where it is. */
function zhTwTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const root of ROOTS)
    for (const file of files(join(repo, root))) {
      const source = readFileSync(file, 'utf8');
      for (const re of [SECOND_OF_T3, ZH_TW_ENTRY])
        for (const m of source.matchAll(re))
          out.push({
            where: `${file.slice(repo.length + 1)}:${source.slice(0, m.index).split('\n').length}`,
            text: m[1]!,
          });
    }
  return out;
}

describe('zh-tw texts', () => {
  it('are found where they are written', () => {
    const texts = zhTwTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.some((t) => t.text.includes('儲值'))).toBe(true);
  });

  it('use Taiwan terms, not mainland ones', () => {
    const found = zhTwTexts().flatMap(({ where, text }) =>
      Object.entries(MAINLAND)
        .filter(([mainland]) => text.includes(mainland))
        .map(([mainland, taiwan]) => `${where}: ${text} (${mainland} → ${taiwan})`),
    );
    expect(found).toEqual([]);
  });
});
