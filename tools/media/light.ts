/**
 * The light and season of one photograph: sun direction and colour, sky, foliage and
 * grass palettes. Every surface asks the light for its colour, so a scene shot at golden
 * hour or under cloud stays consistent from the sky to the door handle.
 */
import { dot, unit, v3, type V3 } from './camera.ts';
import { hsl, mix, shade, tint } from './color.ts';
import type { Rng } from './rng.ts';

export type Season = 'spring' | 'summer' | 'autumn';
export type Weather = 'clear' | 'hazy' | 'golden' | 'overcast';

export interface Light {
  season: Season;
  weather: Weather;
  /** Unit vector towards the sun. */
  sun: V3;
  sunColor: string;
  skyTint: string;
  ambient: number;
  exposure: number;
  sky: [string, string, string];
  cloud: number;
  haze: string;
  grass: [string, string];
  leaves: string[];
  shadow: number;
  seed: () => number;
}

export interface LightOptions {
  season?: Season;
  weather?: Weather;
  /** Sun azimuth in degrees around the y axis, 0 = behind the camera looking along +z. */
  azimuth?: number;
}

export function makeLight(rng: Rng, opts: LightOptions = {}): Light {
  const season = opts.season ?? rng.pick<Season>(['spring', 'summer', 'summer', 'summer', 'autumn', 'autumn']);
  const weather = opts.weather ?? rng.pick<Weather>(['clear', 'clear', 'clear', 'hazy', 'golden', 'overcast']);
  const az = ((opts.azimuth ?? rng.pick([-1, 1]) * rng.range(25, 70)) * Math.PI) / 180;
  const elev = ((weather === 'golden' ? rng.range(12, 20) : rng.range(28, 50)) * Math.PI) / 180;
  // The sun sits behind the photographer's shoulder, as estate agents shoot front-lit.
  const sun = unit(v3(-Math.sin(az) * Math.cos(elev), Math.sin(elev), -Math.cos(az) * Math.cos(elev)));
  const skyHue = rng.range(205, 218);
  const sky: [string, string, string] =
    weather === 'overcast'
      ? [hsl(212, 0.1, rng.range(0.6, 0.68)), hsl(210, 0.08, 0.78), hsl(40, 0.08, 0.86)]
      : weather === 'golden'
        ? [hsl(skyHue, 0.45, 0.5), hsl(30, 0.55, 0.8), hsl(36, 0.85, 0.83)]
        : weather === 'hazy'
          ? [hsl(skyHue, 0.42, 0.62), hsl(skyHue - 5, 0.4, 0.78), hsl(40, 0.3, 0.88)]
          : [hsl(skyHue, rng.range(0.5, 0.62), rng.range(0.44, 0.52)), hsl(skyHue - 4, 0.55, 0.7), hsl(200, 0.4, 0.88)];
  const leafBase: Record<Season, string[]> = {
    spring: ['#6e9a3a', '#84ad48', '#5d8a34', '#9cbb5a', '#e6c3d0'],
    summer: ['#3f6b2a', '#4f7d30', '#5a8a36', '#36602a', '#6b9140'],
    autumn: ['#b5782a', '#c99a35', '#8a6a2a', '#a8452a', '#6f7d32'],
  };
  const grass: Record<Season, [string, string]> = {
    spring: ['#86ad4c', '#5e8a34'],
    summer: ['#7ea344', '#557d2e'],
    autumn: ['#8d9a4c', '#5f6f34'],
  };
  const sunColor = weather === 'golden' ? '#ffd39a' : weather === 'overcast' ? '#eef0f2' : '#fff6e6';
  const seeder = rng.fork('filters');
  return {
    season,
    weather,
    sun,
    sunColor,
    skyTint: weather === 'golden' ? '#c9c3d6' : '#d7e0ee',
    ambient: weather === 'overcast' ? 0.78 : rng.range(0.56, 0.64),
    exposure: weather === 'overcast' ? 0.98 : 1.12,
    sky,
    cloud: weather === 'overcast' ? 0.9 : weather === 'hazy' ? 0.35 : rng.range(0.15, 0.6),
    haze: mix(sky[2], sky[1], 0.3),
    grass: grass[season].map((c) => (weather === 'golden' ? mix(c, '#c0a040', 0.2) : c)) as [string, string],
    leaves: leafBase[season],
    shadow: weather === 'overcast' ? 0.18 : 0.42,
    seed: () => seeder.seed(),
  };
}

/** The colour a surface of base colour `base` shows when facing `normal`. */
export function lit(light: Light, base: string, normal: V3, boost = 1): string {
  const d = Math.max(0, dot(normal, light.sun));
  const f = (light.ambient + (1 - light.ambient) * Math.min(1, d * 1.25)) * light.exposure * boost;
  const c = mix(tint(base, light.skyTint), tint(base, light.sunColor), Math.min(1, d * 2));
  return shade(c, f);
}

/** Mixes a colour with the haze by distance, which is what makes far things read as far. */
export function aerial(light: Light, color: string, distance: number): string {
  return mix(color, light.haze, Math.min(0.85, distance / (light.weather === 'hazy' ? 260 : 420)));
}
