import "leaflet/dist/leaflet.css";
import L from "leaflet";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerShadow from "leaflet/dist/images/marker-shadow.png";
import { useRef } from "react";
import { MapContainer, Marker, TileLayer } from "react-leaflet";

// Marker pictures are bundled with the shop (no third-party host).
const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/**
 * The shop's location on a Leaflet map; tiles from the `map_tile_url` setting. When no tile
 * loads (no internet, a blocked tile host) the parent is told and shows its own map area.
 */
export default function ShopMap({
  tileUrl,
  attribution,
  center,
  zoom,
  label,
  onOffline,
}: {
  tileUrl: string;
  attribution: string;
  center: { lat: number; lng: number };
  zoom: number;
  label: string;
  onOffline: () => void;
}) {
  const loaded = useRef(false);
  const failed = useRef(0);
  return (
    <MapContainer center={[center.lat, center.lng]} zoom={zoom} className="size-full" scrollWheelZoom={false} aria-label={label}>
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        eventHandlers={{
          tileload: () => {
            loaded.current = true;
          },
          tileerror: () => {
            failed.current += 1;
            if (!loaded.current && failed.current >= 2) onOffline();
          },
        }}
      />
      <Marker position={[center.lat, center.lng]} icon={icon} alt={label} />
    </MapContainer>
  );
}
