import { startTransition, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/Icon.tsx';
import { useAppDispatch, useAppSelector } from '../../../state/hooks.ts';
import type { Lng } from '../../../config/languages.ts';
import type { Catalogue } from '../../../domain/catalogue/types.ts';
import { selectCityGoalCounts, selectProjectsById, selectTypeCounts } from '../../../state/catalogue/selectors.ts';
import { EMPTY_RESULTS } from '../../../domain/catalogue/searchIndex.ts';
import type { PanelOption } from './panelOptions.ts';
import {
  panelClosed,
  panelOpened,
  panelToggled,
  selectPanelOpen,
  selectPanelText,
  textChanged,
} from '../../../state/catalogue/searchPanelSlice.ts';
import { SearchPanel } from './SearchPanel.tsx';
import type * as PanelResults from './panelResults.ts';

type PanelModule = typeof PanelResults;

/** The panel's options and search, asked for once, when a panel first opens. */
let panelModule: PanelModule | null = null;
let panelImport: Promise<PanelModule> | null = null;
const loadPanel = () =>
  (panelImport ??= import('./panelResults.ts')
    .then((module) => (panelModule = module))
    .catch((error: unknown) => {
      // A failed chunk (a dropped connection) is asked for again at the next opening.
      panelImport = null;
      throw error;
    }));

/** The next enabled option from `from` in `direction`, wrapping around; -1 when none is enabled. */
function nextEnabled(options: PanelOption[], from: number, direction: 1 | -1): number {
  const n = options.length;
  for (let step = 1; step <= n; step++) {
    const i = (((from + direction * step) % n) + n) % n;
    if (!options[i]?.disabled) return i;
  }
  return -1;
}

/**
 * The home search input: an ARIA 1.2 combobox whose popup is a listbox. Focus stays in the
 * input; the arrow keys move the active option (aria-activedescendant), Enter follows it,
 * Escape closes the panel, then clears the text.
 */
export function SearchCombobox({
  lng,
  catalogue,
  showButton,
}: {
  lng: Lng;
  catalogue: Catalogue;
  showButton: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const open = useAppSelector(selectPanelOpen);
  const text = useAppSelector(selectPanelText);
  const types = useAppSelector((state) => selectTypeCounts(state, lng));
  const cityCounts = useAppSelector((state) => selectCityGoalCounts(state, lng));
  const projects = useAppSelector((state) => selectProjectsById(state, lng));
  // The active option belongs to one text and one opening: a new text starts from none.
  const activeKey = `${open}|${text}`;
  const [activeState, setActiveState] = useState({ key: activeKey, index: -1 });
  const active = activeState.key === activeKey ? activeState.index : -1;
  const setActive = (index: number) => setActiveState({ key: activeKey, index });

  const [panel, setPanel] = useState(panelModule);
  useEffect(() => {
    if (open && !panel) loadPanel().then(setPanel, () => dispatch(panelClosed()));
  }, [open, panel, dispatch]);
  // Once the page is idle after hydrating, the options are fetched ahead of a first opening.
  useEffect(() => {
    if (panel) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    // Ahead of need, so in a transition: a tap meanwhile is never kept waiting by it.
    const handle = idle(
      () =>
        void loadPanel().then(
          (module) => startTransition(() => setPanel(module)),
          () => undefined,
        ),
    );
    return () => cancel(handle);
  }, [panel]);
  const model = useMemo(
    () => panel?.panelModel(lng, catalogue, text, types, cityCounts, projects) ?? null,
    [panel, lng, catalogue, text, types, cityCounts, projects],
  );
  const results = model?.results ?? EMPTY_RESULTS;
  const options = useMemo(() => model?.options ?? [], [model]);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // Focus leaving the whole box (input, button, panel) closes the panel.
    const onFocusOut = (event: FocusEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) dispatch(panelClosed());
    };
    box.addEventListener('focusout', onFocusOut);
    return () => box.removeEventListener('focusout', onFocusOut);
  }, [dispatch]);
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        dispatch(panelOpened());
        return;
      }
      const direction = event.key === 'ArrowDown' ? 1 : -1;
      setActive(nextEnabled(options, active === -1 && direction === -1 ? 0 : active, direction));
    } else if (event.key === 'Enter') {
      const option = open ? options[active] : undefined;
      if (option && !option.disabled) {
        event.preventDefault();
        dispatch(panelClosed());
        navigate(option.href);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) dispatch(panelClosed());
      else dispatch(textChanged(''));
    }
  };

  const listId = `${id}-panel`;
  const query = text.trim();
  return (
    <div className="combobox" ref={boxRef}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.panel.label')}
      </label>
      <div className="combobox__row">
        <input
          id={`${id}-input`}
          className="input combobox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          placeholder={t('search.panel.placeholder')}
          value={text}
          onFocus={() => dispatch(panelOpened())}
          onChange={(event) => dispatch(textChanged(event.target.value))}
          onKeyDown={onKeyDown}
        />
        {showButton && (
          <button
            type="button"
            className="icon-button combobox__toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t(open ? 'search.panel.hide' : 'search.panel.show')}
            onClick={() => dispatch(panelToggled())}
          >
            <Icon name="search" />
          </button>
        )}
      </div>
      <SearchPanel
        id={listId}
        open={open}
        query={query}
        found={model ? results.cities.length + results.properties.length > 0 : null}
      >
        {panel && (
          <panel.PanelGroups
            order={model?.order ?? []}
            options={options}
            active={active}
            optionId={optionId}
            types={types}
            results={results}
            onChoose={(href) => {
              dispatch(panelClosed());
              navigate(href);
            }}
          />
        )}
      </SearchPanel>
      <p className="visually-hidden" role="status">
        {open && query ? t('search.panel.found', { cities: results.cityTotal, properties: results.propertyTotal }) : ''}
      </p>
    </div>
  );
}
