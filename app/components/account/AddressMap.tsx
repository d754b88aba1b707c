import "leaflet/dist/leaflet.css";
import L from "leaflet";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerShadow from "leaflet/dist/images/marker-shadow.png";
import { MapContainer, Marker, TileLayer, useMapEvents } from "react-leaflet";

// Marker pictures are bundled with the shop (no third-party host).
const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

type Point = { lat: number; lng: number };

function ClickToPin({ onPin }: { onPin: (p: Point) => void }) {
  useMapEvents({ click: (e) => onPin({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** The address's pin on a Leaflet map; tiles come from the `map_tile_url` setting. Loaded only when the shopper opens it. */
export default function AddressMap({
  tileUrl,
  attribution,
  center,
  zoom,
  pin,
  onPin,
}: {
  tileUrl: string;
  attribution: string;
  center: Point;
  zoom: number;
  pin: Point | null;
  onPin: (p: Point) => void;
}) {
  return (
    <div className="h-64 overflow-hidden rounded-xl border border-gray-200" data-testid="address-map" dir="ltr">
      <MapContainer center={[center.lat, center.lng]} zoom={zoom} className="size-full" scrollWheelZoom={false}>
        <TileLayer url={tileUrl} attribution={attribution} />
        <ClickToPin onPin={onPin} />
        {pin && (
          <Marker
            position={[pin.lat, pin.lng]}
            icon={icon}
            draggable
            eventHandlers={{
              dragend: (e) => {
                const p = (e.target as L.Marker).getLatLng();
                onPin({ lat: p.lat, lng: p.lng });
              },
            }}
          />
        )}
      </MapContainer>
    </div>
  );
}
