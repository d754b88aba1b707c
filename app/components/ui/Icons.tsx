import {
  Apple, Baby, BadgePercent, Bath, Bike, BookOpen, Camera, Car, Coffee, Cpu, Dumbbell, Footprints, Gamepad2, Gem, Gift, Headphones,
  HeartPulse, Home, Laptop, Music, Package, Palette, Puzzle, Shirt, ShoppingBasket, Smartphone, Sofa, Sparkles, Tent, Tv, UtensilsCrossed,
  Watch, Truck, ShieldCheck, Headset, RotateCcw, Tag, Baby as Toy, Flower2, Film, Pill, Scissors, Lamp, Refrigerator, Glasses, Backpack, Trophy, Leaf, Cookie, Milk, Wine, Gamepad, Monitor, Tablet, Keyboard, Printer, Speaker, Drill, Hammer,
  Utensils, Download, Plug, Wind, Ruler, Briefcase, ShoppingBag, Table, Archive, CookingPot, Microwave, Square, BedDouble, Droplet, Smile, Sun, Zap, Library, AppWindow, GraduationCap, Blocks, Dice5, Building, TabletSmartphone,
  type LucideIcon,
} from "./icon-set";

/** The icons that categories and services may name (a fixed set keeps the bundle small). */
const ICONS: Record<string, LucideIcon> = {
  apple: Apple, baby: Baby, "badge-percent": BadgePercent, bath: Bath, bike: Bike, "book-open": BookOpen, book: BookOpen, camera: Camera, car: Car,
  coffee: Coffee, cpu: Cpu, dumbbell: Dumbbell, footprints: Footprints, "gamepad-2": Gamepad2, gamepad: Gamepad, gem: Gem, gift: Gift, headphones: Headphones,
  "heart-pulse": HeartPulse, home: Home, house: Home, laptop: Laptop, music: Music, package: Package, palette: Palette, puzzle: Puzzle, shirt: Shirt,
  "shopping-basket": ShoppingBasket, smartphone: Smartphone, sofa: Sofa, sparkles: Sparkles, tent: Tent, tv: Tv, "utensils-crossed": UtensilsCrossed,
  watch: Watch, truck: Truck, "shield-check": ShieldCheck, headset: Headset, "rotate-ccw": RotateCcw, tag: Tag, toy: Toy, "flower-2": Flower2, flower: Flower2,
  film: Film, pill: Pill, scissors: Scissors, lamp: Lamp, refrigerator: Refrigerator, glasses: Glasses, backpack: Backpack, trophy: Trophy, leaf: Leaf,
  cookie: Cookie, milk: Milk, wine: Wine, monitor: Monitor, tablet: Tablet, keyboard: Keyboard, printer: Printer, speaker: Speaker, drill: Drill, hammer: Hammer,
  utensils: Utensils, download: Download, plug: Plug, wind: Wind, ruler: Ruler, briefcase: Briefcase, "shopping-bag": ShoppingBag, table: Table, archive: Archive,
  "cooking-pot": CookingPot, microwave: Microwave, square: Square, "bed-double": BedDouble, droplet: Droplet, smile: Smile, sun: Sun, zap: Zap, library: Library,
  "app-window": AppWindow, "graduation-cap": GraduationCap, blocks: Blocks, "dice-5": Dice5, building: Building, "tablet-smartphone": TabletSmartphone,
};

export function NamedIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || Tag;
  return <Icon className={className} aria-hidden="true" />;
}
