/*
 * A test double of the Yandex Maps v3 surface the app uses, served instead of the real script so
 * map flows run without internet. It implements:
 *   ymaps3.ready (a resolved promise)
 *   new YMap(element, { location: { center: [lon, lat], zoom } }) with addChild(child) and destroy()
 *   YMapDefaultSchemeLayer, YMapDefaultFeaturesLayer (no-ops)
 *   new YMapFeature({ id, geometry: { type: 'Polygon', coordinates }, style }) → an element per area
 *   new YMapMarker({ coordinates }, element) → the element placed on the canvas
 *   new YMapListener({ onClick(object, event) }) → called with event.coordinates of a click
 *   getDefaultConfig().setApikeys() (no-op) and search({ text }) → [] for text containing
 *   "nowhere", otherwise one toponym at Navoi Street, Tashkent (69.246, 41.322), named as the
 *   geocoder names a house, in the script's `lang`: "улица Навои, 15" for "Навои 15" (the first
 *   number typed is the house; without one, the street alone)
 * The canvas is a region named "Map double"; a click at (x, y) maps linearly to coordinates around
 * the centre: the whole canvas spans 0.2° of longitude and 0.1° of latitude. The canvas carries
 * the `lang` the script was loaded with (`data-lang`, "ru_RU"), so a test can tell which script
 * drew the map.
 */
(() => {
  const SPAN = [0.2, 0.1];
  const NAMES = {
    ru: ['улица Навои', 'Ташкент, Узбекистан'],
    en: ['Navoi Street', 'Tashkent, Uzbekistan'],
    uz: ['Navoiy ko‘chasi', 'Toshkent, Oʻzbekiston'],
  };
  const lang = new URL(document.currentScript?.src ?? location.href).searchParams.get('lang');
  const [street, city] = NAMES[(lang ?? 'ru').slice(0, 2)] ?? NAMES.ru;
  const toponymName = (text) => {
    const house = /\d+[\p{L}]?(?:\/\d+)?/u.exec(text)?.[0];
    return house ? `${street}, ${house}` : street;
  };
  class Entity {
    constructor(props, element) {
      this.props = props;
      this.element = element;
    }
  }
  class YMap {
    constructor(element, { location }) {
      this.center = location.center;
      this.canvas = document.createElement('div');
      this.canvas.setAttribute('role', 'application');
      this.canvas.setAttribute('aria-label', 'Map double');
      this.canvas.dataset.center = location.center.join(',');
      this.canvas.dataset.lang = lang ?? '';
      Object.assign(this.canvas.style, { position: 'absolute', inset: '0', background: '#dfe8d8' });
      this.listeners = [];
      this.canvas.addEventListener('click', (event) => {
        if (event.target !== this.canvas) return;
        const box = this.canvas.getBoundingClientRect();
        const lon = this.center[0] + ((event.clientX - box.left) / box.width - 0.5) * SPAN[0];
        const lat = this.center[1] + (0.5 - (event.clientY - box.top) / box.height) * SPAN[1];
        for (const listener of this.listeners)
          listener.props.onClick?.(undefined, { coordinates: [lon, lat] });
      });
      element.append(this.canvas);
    }
    addChild(child) {
      if (child instanceof YMapListener) this.listeners.push(child);
      if (child instanceof YMapMarker) {
        const [lon, lat] = child.props.coordinates;
        Object.assign(child.element.style, {
          position: 'absolute',
          left: `${(0.5 + (lon - this.center[0]) / SPAN[0]) * 100}%`,
          top: `${(0.5 - (lat - this.center[1]) / SPAN[1]) * 100}%`,
        });
        this.canvas.append(child.element);
      }
      if (child instanceof YMapFeature) {
        const area = document.createElement('div');
        area.dataset.area = child.props.id;
        area.dataset.points = String(child.props.geometry.coordinates[0].length);
        this.canvas.append(area);
      }
      return this;
    }
    destroy() {
      this.canvas.remove();
    }
  }
  class YMapDefaultSchemeLayer extends Entity {}
  class YMapDefaultFeaturesLayer extends Entity {}
  class YMapFeature extends Entity {}
  class YMapMarker extends Entity {}
  class YMapListener extends Entity {}
  window.ymaps3 = {
    ready: Promise.resolve(),
    YMap,
    YMapDefaultSchemeLayer,
    YMapDefaultFeaturesLayer,
    YMapFeature,
    YMapMarker,
    YMapListener,
    getDefaultConfig: () => ({ setApikeys: () => undefined }),
    search: ({ text }) =>
      Promise.resolve(
        /nowhere/i.test(text)
          ? []
          : [
              {
                type: 'Feature',
                geometry: { type: 'Point', coordinates: [69.246, 41.322] },
                properties: { name: toponymName(text), description: city },
              },
            ],
      ),
  };
})();
