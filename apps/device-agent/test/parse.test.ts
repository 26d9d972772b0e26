import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { parseScaleLine, toKg } from '../src/scale/parse.js';

const reading = (kg: string, stable: boolean) => ({ kind: 'reading', reading: { kg, stable } });

describe('scale lines', () => {
  it('reads MT-SICS answers to S, SI, T and Z', () => {
    expect(parseScaleLine('S S      1.234 kg\r')).toEqual(reading('1.234', true));
    expect(parseScaleLine('S D      1.236 kg')).toEqual(reading('1.236', false));
    expect(parseScaleLine('S S    100.00 g')).toEqual(reading('0.100', true));
    expect(parseScaleLine('S S   -250.0 g')).toEqual(reading('-0.250', true));
    expect(parseScaleLine('S S      2.000 lb')).toEqual(reading('0.907', true));
    expect(parseScaleLine('T S      0.250 kg')).toEqual({ kind: 'done', command: 'T' });
    expect(parseScaleLine('Z A')).toEqual({ kind: 'done', command: 'Z' });
    expect(parseScaleLine('S +')).toEqual({ kind: 'fault', text: 'S: overload' });
    expect(parseScaleLine('S -')).toEqual({ kind: 'fault', text: 'S: underload' });
    expect(parseScaleLine('Z I')).toEqual({ kind: 'fault', text: 'Z: not executable now' });
    expect(parseScaleLine('ES')).toEqual({ kind: 'fault', text: 'ES' });
  });

  it('reads the continuous format of common indicators', () => {
    expect(parseScaleLine('ST,GS 1.000KG')).toEqual(reading('1.000', true));
    expect(parseScaleLine('ST,GS,+  12.345kg\r\n')).toEqual(reading('12.345', true));
    expect(parseScaleLine('US,GS,+   0.998kg')).toEqual(reading('0.998', false));
    expect(parseScaleLine('ST,NT,-   0.050 kg')).toEqual(reading('-0.050', true));
    expect(parseScaleLine('ST,GS,+  1500 g')).toEqual(reading('1.500', true));
    expect(parseScaleLine('OL,GS,+  ------kg')).toEqual({ kind: 'fault', text: 'overload' });
    expect(parseScaleLine('garbage 42')).toEqual({ kind: 'unknown', text: 'garbage 42' });
  });

  it('turns units into kilograms with three decimals, exactly for metric units', () => {
    expect(toKg('0.1', 'kg')).toBe('0.100');
    expect(toKg('1234567.8', 'g')).toBe('1234.568');
    expect(toKg('1', 'oz')).toBe('0.028');
    expect(toKg('1', 'furlong')).toBeNull();
  });
});

describe('configuration', () => {
  it('listens on loopback unless told otherwise, for the console origins given', () => {
    const c = loadConfig([], {});
    expect([c.host, c.port, c.simulate]).toEqual(['127.0.0.1', 9000, false]);
    expect(c.origins).toContain('http://localhost:8080');
    expect(() => loadConfig(['--host', '0.0.0.0'], {})).toThrow(/--allow-remote/);
    expect(loadConfig(['--host', '0.0.0.0', '--allow-remote'], {}).host).toBe('0.0.0.0');
    const e = loadConfig([], {
      DEVICE_AGENT_ORIGINS: 'https://wms.example.com/,http://x:1',
      DEVICE_AGENT_SIMULATE: '1',
    });
    expect(e.origins).toEqual(['https://wms.example.com', 'http://x:1']);
    expect(e.simulate).toBe(true);
  });
});
