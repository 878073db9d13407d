import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicConfig } from '../config/env';
import { $language } from '../i18n/model';
import { mapHidden, mapShown } from '../telegram/model';
import type { LngLat } from '@pizza-order-app/contract/lib/geo/point';
import { loadYmaps, MapsError } from './load-ymaps';

export interface MapPin {
  readonly id: string | number;
  readonly coordinates: LngLat;
  readonly title: string;
  readonly iconSrc: string;
  readonly onSelect?: () => void;
}

export interface MapArea {
  readonly id: string | number;
  /** Longitude-latitude ring, as ymaps3 takes it. */
  readonly ring: readonly LngLat[];
  readonly color: string;
}

export interface YandexMapProps {
  readonly center: LngLat;
  readonly zoom?: number;
  readonly pins?: readonly MapPin[];
  readonly areas?: readonly MapArea[];
  readonly onPick?: (point: LngLat) => void;
  /** Called when the map cannot be shown, so the screen offers its list or search instead. */
  readonly onUnavailable?: (error: MapsError) => void;
}

const pinElement = (pin: MapPin) => {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'map-pin';
  button.title = pin.title;
  button.setAttribute('aria-label', pin.title);
  const icon = document.createElement('img');
  icon.src = pin.iconSrc;
  icon.alt = '';
  button.append(icon);
  if (pin.onSelect) button.addEventListener('click', pin.onSelect);
  return button;
};

/** A Yandex map (ymaps3, loaded on demand): pins, coloured areas and picking a point. */
export function YandexMap({
  center,
  zoom = 12,
  pins = [],
  areas = [],
  onPick,
  onUnavailable,
}: YandexMapProps) {
  const { t } = useTranslation();
  const language = useUnit($language);
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const picked = useEffectEvent((point: LngLat) => onPick?.(point));
  const failed = useEffectEvent((error: MapsError) => onUnavailable?.(error));
  const [shown, hidden] = useUnit([mapShown, mapHidden]);
  useEffect(() => {
    shown();
    return () => hidden();
  }, [shown, hidden]);

  useEffect(() => {
    let map: InstanceType<typeof ymaps3.YMap> | undefined;
    let cancelled = false;
    loadYmaps(publicConfig.yandexMapsApiKey, language)
      .then((api) => {
        if (cancelled || !container.current) return;
        map = new api.YMap(container.current, { location: { center: [...center], zoom } });
        map.addChild(new api.YMapDefaultSchemeLayer({}));
        map.addChild(new api.YMapDefaultFeaturesLayer({}));
        for (const area of areas) {
          map.addChild(
            new api.YMapFeature({
              id: String(area.id),
              geometry: {
                type: 'Polygon',
                coordinates: [area.ring.map(([lon, lat]) => [lon, lat] as [number, number])],
              },
              style: { fill: `${area.color}33`, stroke: [{ color: area.color, width: 2 }] },
            }),
          );
        }
        for (const pin of pins) {
          map.addChild(new api.YMapMarker({ coordinates: [...pin.coordinates] }, pinElement(pin)));
        }
        map.addChild(
          new api.YMapListener({
            layer: 'any',
            onClick: (object, event) => {
              if (object?.type === 'marker') return;
              const [lon, lat] = event.coordinates;
              picked([lon, lat]);
            },
          }),
        );
        setState('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState('failed');
        failed(error instanceof MapsError ? error : new MapsError('load-failed'));
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [center, zoom, pins, areas, language]);

  if (state === 'failed') return null;
  return (
    <div
      className="yandex-map"
      aria-busy={state === 'loading'}
      aria-label={t('map.label')}
      role="region"
    >
      {/* A drag on the map pans it, never the sheet it sits in (telegram-ui's, inside Telegram). */}
      <div ref={container} className="yandex-map__canvas" data-vaul-no-drag="" />
    </div>
  );
}
