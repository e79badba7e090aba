/** Camera placement and the plumbing every scene shares: a document, its light, its lens. */
import { Camera, v3, type V3 } from './camera.ts';
import { makeLight, type Light, type LightOptions } from './light.ts';
import { Rng } from './rng.ts';
import { Doc } from './svg.ts';

export type Aspect = 'wide' | 'cinema' | 'portrait';

export const SIZES: Record<Aspect, [number, number]> = {
  wide: [1600, 1067],
  cinema: [1600, 900],
  portrait: [1200, 1600],
};

export interface Shot {
  doc: Doc;
  /** Composition: camera, props, planting; seeded by the image name. */
  rng: Rng;
  /** The property itself: seeded by the listing, so every photo shows the same house. */
  home: Rng;
  light: Light;
  aspect: Aspect;
}

/**
 * One photograph. The light is the listing's (a photographer shoots a property in one
 * visit), the composition the image's own.
 */
export function shot(name: string, aspect: Aspect, listing = name, lightOpts: LightOptions = {}): Shot {
  const [w, h] = SIZES[aspect];
  return {
    doc: new Doc(w, h),
    rng: new Rng(name),
    home: new Rng(`home:${listing}`),
    light: makeLight(new Rng(`light:${listing}`), lightOpts),
    aspect,
  };
}

/**
 * A camera at `eye` turned towards `target`, its horizon placed so the target lands at
 * `targetY` (fraction of the height) by lens shift, never by tilting.
 */
export function aim(s: Shot, eye: V3, target: V3, fov: number, targetY = 0.55): Camera {
  const yaw = (Math.atan2(target.x - eye.x, target.z - eye.z) * 180) / Math.PI;
  const probe = new Camera(eye, yaw, fov, s.doc.width, s.doc.height, 0.5);
  const p = probe.project(target);
  const shift = p ? (p.y - s.doc.height * 0.5) / s.doc.height : 0;
  return new Camera(eye, yaw, fov, s.doc.width, s.doc.height, Math.min(2.5, Math.max(-1.5, targetY - shift)));
}

export const at = v3;

/**
 * A camera at `eye` turned towards `center`, its focal length chosen so a subject of the
 * given width and height fills the frame, its horizon shifted (lens shift, no tilt) so the
 * subject's foot sits at `groundY` and its top at `topY` (fractions of the height).
 * Property photographers frame exactly like this.
 */
export function frameSubject(
  s: Shot,
  eye: V3,
  center: V3,
  width: number,
  height: number,
  opts: { fill?: number; groundY?: number; topY?: number; maxFov?: number } = {},
): Camera {
  const { width: W, height: H } = s.doc;
  const yaw = (Math.atan2(center.x - eye.x, center.z - eye.z) * 180) / Math.PI;
  const dist = Math.hypot(center.x - eye.x, center.z - eye.z);
  const groundY = opts.groundY ?? 0.8;
  const topY = opts.topY ?? 0.12;
  const fH = ((groundY - topY) * H * dist) / height;
  const fW = (W * (opts.fill ?? 0.7) * dist) / width;
  const fov = Math.min(opts.maxFov ?? 75, (2 * Math.atan(W / 2 / Math.min(fH, fW)) * 180) / Math.PI);
  const focal = W / 2 / Math.tan((fov * Math.PI) / 360);
  const horizon = (H * groundY - (focal * (eye.y - center.y)) / dist) / H;
  return new Camera(eye, yaw, fov, W, H, Math.min(2.5, Math.max(-1.5, horizon)));
}
