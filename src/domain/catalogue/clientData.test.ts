import { hasLift, isNewBuild } from './clientData.ts';

describe('the facts the advanced search derives at build', () => {
  it.each([
    ['Lift, video entryphone', true],
    ['Heat-recovery ventilation, lift', true],
    ['Ventilation double flux, ascenseur', true],
    ['Ascenseur, vidéophone', true],
    ['Aufzug, Videosprechanlage', true],
    ['Solar panels, heat-recovery ventilation', false],
    ['Liftoff terrace', false],
    [null, false],
  ])('comfort %p has a lift: %p', (Comfort, expected) => {
    expect(hasLift({ Comfort })).toBe(expected);
  });

  it.each<[string | null, number | null, boolean]>([
    ['New build', 2025, true],
    ['Nieuwbouw', null, true],
    ['Neuf', 2027, true],
    ['Comme neuf', 2001, false],
    ['Good condition', 1930, false],
    [null, 2027, true],
    [null, 2026, false],
    [null, null, false],
  ])('state %p built %p is new: %p', (Interior, ConstructionYear, expected) => {
    expect(isNewBuild({ Interior, ConstructionYear, DateCreated: '2026-03-01' })).toBe(expected);
  });
});
