/**
 * Build time only: the illustration of a place with its icon's drawing as data (lucide's icon node),
 * so pages draw it with a few lines of SVG and ship no icon components, no category rules
 * and no pattern generator to the browser (first-load JavaScript stays flat).
 */
import {
  BeefIcon,
  BeerIcon,
  CoffeeIcon,
  CroissantIcon,
  DonutIcon,
  DrumstickIcon,
  FishIcon,
  FlaskConicalIcon,
  FlowerIcon,
  GuitarIcon,
  LandmarkIcon,
  LeafIcon,
  MartiniIcon,
  MicVocalIcon,
  MusicIcon,
  PaletteIcon,
  PawPrintIcon,
  PianoIcon,
  PizzaIcon,
  SandwichIcon,
  ShoppingBasketIcon,
  TreesIcon,
  TrophyIcon,
  UtensilsCrossedIcon,
  WineIcon,
  type LucideIcon,
} from "lucide-react";
import { illustrationFor, type IconNode, type IllustrationData, type IllustrationIcon } from "./illustration";
import type { PlaceType } from "./place-schema";

/**
 * The drawing of a lucide-react icon: the component hands its icon data to lucide's `Icon` as the
 * `icon` prop, so rendering it once (outside React, no DOM) gives the data. Checked for every icon by
 * a unit test, so a lucide upgrade that changes this fails the tests, not the pages.
 */
function nodeOf(icon: LucideIcon): IconNode {
  const render = (icon as unknown as { render?: (props: object, ref: null) => { props?: { icon?: { node?: IconNode } } } }).render;
  const node = render?.({}, null).props?.icon?.node;
  if (!node?.length) throw new Error(`No drawing found for lucide icon ${icon.displayName ?? "(unnamed)"}`);
  return node;
}

const iconNodes: Record<IllustrationIcon, IconNode> = {
  basket: nodeOf(ShoppingBasketIcon),
  beef: nodeOf(BeefIcon),
  beer: nodeOf(BeerIcon),
  coffee: nodeOf(CoffeeIcon),
  croissant: nodeOf(CroissantIcon),
  donut: nodeOf(DonutIcon),
  drumstick: nodeOf(DrumstickIcon),
  fish: nodeOf(FishIcon),
  flask: nodeOf(FlaskConicalIcon),
  flower: nodeOf(FlowerIcon),
  guitar: nodeOf(GuitarIcon),
  landmark: nodeOf(LandmarkIcon),
  leaf: nodeOf(LeafIcon),
  martini: nodeOf(MartiniIcon),
  microphone: nodeOf(MicVocalIcon),
  music: nodeOf(MusicIcon),
  palette: nodeOf(PaletteIcon),
  paw: nodeOf(PawPrintIcon),
  piano: nodeOf(PianoIcon),
  pizza: nodeOf(PizzaIcon),
  sandwich: nodeOf(SandwichIcon),
  trees: nodeOf(TreesIcon),
  trophy: nodeOf(TrophyIcon),
  utensils: nodeOf(UtensilsCrossedIcon),
  wine: nodeOf(WineIcon),
};

export type { IllustrationData };

/** product §10.4: the illustration of a place, with its icon drawn as data (see {@link illustrationFor}). */
export function illustrationData(place: { id: number; name: string; type: PlaceType; category: string }): IllustrationData {
  const { icon, ...rest } = illustrationFor(place);
  return { ...rest, iconNode: iconNodes[icon] };
}
