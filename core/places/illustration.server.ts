/**
 * Build time only: the illustration of a place with its icon's drawing as data (lucide's icon node),
 * so pages draw it with a few lines of SVG and ship no icon components, no category rules
 * and no pattern generator to the browser (first-load JavaScript stays flat).
 */
import {
  Beef,
  Beer,
  Coffee,
  Croissant,
  Donut,
  Drumstick,
  Fish,
  FlaskConical,
  Flower,
  Guitar,
  Landmark,
  Leaf,
  Martini,
  MicVocal,
  Music,
  Palette,
  PawPrint,
  Piano,
  Pizza,
  Sandwich,
  ShoppingBasket,
  Trees,
  Trophy,
  UtensilsCrossed,
  Wine,
} from "lucide";
import { illustrationFor, type IconNode, type IllustrationData, type IllustrationIcon } from "./illustration";
import type { PlaceType } from "./place-schema";

/** The lucide icon each illustration icon names (lucide exports every icon as its drawing data). */
const iconNodes: Record<IllustrationIcon, IconNode> = {
  basket: ShoppingBasket,
  beef: Beef,
  beer: Beer,
  coffee: Coffee,
  croissant: Croissant,
  donut: Donut,
  drumstick: Drumstick,
  fish: Fish,
  flask: FlaskConical,
  flower: Flower,
  guitar: Guitar,
  landmark: Landmark,
  leaf: Leaf,
  martini: Martini,
  microphone: MicVocal,
  music: Music,
  palette: Palette,
  paw: PawPrint,
  piano: Piano,
  pizza: Pizza,
  sandwich: Sandwich,
  trees: Trees,
  trophy: Trophy,
  utensils: UtensilsCrossed,
  wine: Wine,
};

export type { IllustrationData };

/** product §10.4: the illustration of a place, with its icon drawn as data (see {@link illustrationFor}). */
export function illustrationData(place: {
  id: number;
  name: string;
  type: PlaceType;
  category: string;
}): IllustrationData {
  const { icon, ...rest } = illustrationFor(place);
  return { ...rest, iconNode: iconNodes[icon] };
}
