// The six categories in menu order, their banners and taglines, the home page SEO and the
// header's rotating offers.
import { SHOP_NAME } from '@shop/commerce/company';
import { slugify } from '@shop/commerce/slug';
import { PREPAID_DISCOUNT_PLACEHOLDER } from '../../domain/offer-banner.ts';
import type { DeviceKind } from './product-def.ts';

export interface BannerDef {
  headline: string;
  tagline: string;
  alt: string;
}

export interface CategoryDef {
  id: number;
  name: string;
  slug: string;
  tagline: string;
  kind: DeviceKind;
  banners: readonly BannerDef[];
  seo: { title: string; description: string; keywords: string };
}

function category(
  id: number,
  name: string,
  kind: DeviceKind,
  tagline: string,
  banners: BannerDef[],
  description: string,
  keywords: string[],
): CategoryDef {
  return {
    id,
    name,
    slug: slugify(name),
    tagline,
    kind,
    banners,
    seo: {
      title: `${name} - Buy ${name} Online at the Best Price in India | ${SHOP_NAME}`,
      description,
      keywords: [name.toLowerCase(), ...keywords].join(', '),
    },
  };
}

export const CATEGORIES: readonly CategoryDef[] = [
  category(
    1,
    'Smart Rings',
    'ring',
    'Health tracking you barely notice',
    [
      {
        headline: 'Aura Ring Gen 3',
        tagline: 'Sleep, recovery and heart rate in 4 grams of titanium',
        alt: 'Aura Ring Gen 3 smart ring in Midnight Black',
      },
      {
        headline: 'Sized for you',
        tagline: 'Sizes 6 to 13, free sizing kit with every order',
        alt: 'Smart rings in every size',
      },
      {
        headline: 'Sleep better',
        tagline: 'Halo Sleep Ring with smart alarm and jet-lag coaching',
        alt: 'Halo Sleep Ring on a bedside table',
      },
    ],
    'Shop titanium and ceramic smart rings that track sleep, heart rate, SpO2 and recovery. Sizes 6 to 13, free shipping and 7 days replacement.',
    ['smart ring india', 'sleep tracker ring', 'health ring', 'titanium smart ring'],
  ),
  category(
    2,
    'Smart Watches',
    'watch',
    'Your day on your wrist',
    [
      {
        headline: 'Vertex Watch 5',
        tagline: 'Dual-band GPS, AMOLED and 10 days of battery',
        alt: 'Vertex Watch 5 smartwatch',
      },
      {
        headline: 'Built for the trail',
        tagline: 'Trail Watch Rugged: tough, bright and ready',
        alt: 'Trail Watch Rugged in Forest Green',
      },
    ],
    'Buy smartwatches with AMOLED displays, GPS, Bluetooth calling, SpO2 and long battery life. EMI options, free shipping and warranty.',
    ['smartwatch', 'smart watch india', 'gps watch', 'calling smartwatch', 'fitness watch'],
  ),
  category(
    3,
    'True Wireless Stereo',
    'earbuds',
    'Freedom in every ear',
    [
      {
        headline: 'Nimbus Buds 2 Pro',
        tagline: '45 dB hybrid ANC and spatial audio',
        alt: 'Nimbus Buds 2 Pro earbuds in an open case',
      },
      { headline: 'Play without lag', tagline: 'Gaming buds from 40 ms latency', alt: 'Gaming earbuds with RGB case' },
      {
        headline: 'Echo Pods Air 2',
        tagline: 'Pocket-size pebble case, 36 hours of music',
        alt: 'Echo Pods Air 2 in Arctic White',
      },
    ],
    'Shop true wireless earbuds with ANC, ENC calling, low-latency gaming mode and up to 40 hours of playback.',
    ['tws earbuds', 'wireless earbuds', 'anc earbuds', 'bluetooth earbuds'],
  ),
  category(
    4,
    'Headphones',
    'headphones',
    'Sound that surrounds you',
    [
      {
        headline: 'Summit ANC 700',
        tagline: 'Adaptive noise cancellation with 8 microphones',
        alt: 'Summit ANC 700 over-ear headphones',
      },
      {
        headline: 'Studio sound',
        tagline: 'Summit ANC 900 Studio with lossless USB-C audio',
        alt: 'Summit ANC 900 Studio headphones',
      },
    ],
    'Buy over-ear and on-ear wireless headphones with active noise cancellation, hi-res audio and all-day battery.',
    ['wireless headphones', 'noise cancelling headphones', 'over ear headphones', 'gaming headset'],
  ),
  category(
    5,
    'Wireless Earphones',
    'neckband',
    'All-day music around your neck',
    [
      {
        headline: 'Flex Band 300',
        tagline: '30 hours of play, 10 minutes to charge',
        alt: 'Flex Band 300 neckband earphones',
      },
      {
        headline: 'Made to sweat',
        tagline: 'Rally Sport Neckband rated IPX7',
        alt: 'Rally Sport Neckband in Coral Red',
      },
    ],
    'Shop Bluetooth neckband earphones with magnetic earbuds, fast charging, ENC calls and IPX7 sport models.',
    ['neckband', 'bluetooth earphones', 'wireless earphones', 'sports earphones'],
  ),
  category(
    6,
    'Corporate Gifting',
    'gift-box',
    'Gifts your team will actually use',
    [
      {
        headline: 'Corporate gifting',
        tagline: 'Branded tech gift boxes from 10 units',
        alt: 'Corporate gift boxes with earbuds and watches',
      },
      {
        headline: 'Festive season',
        tagline: 'Diwali gift boxes with your logo',
        alt: 'Festive Gift Box Diwali Edition',
      },
      {
        headline: 'Welcome aboard',
        tagline: 'Onboarding kits for new joiners',
        alt: 'Welcome Kit Essentials gift box',
      },
    ],
    'Corporate tech gifts for employees and clients: onboarding kits, festive boxes and executive hampers with your branding.',
    ['corporate gifts', 'employee gifts', 'diwali corporate gifts', 'onboarding kit'],
  ),
];

export const HOME_SEO = {
  title: `${SHOP_NAME} - Smart Rings, Smart Watches, Earbuds and Headphones Online in India`,
  description:
    'Shop smart rings, smartwatches, true wireless earbuds, headphones, neckband earphones and corporate gifts. Free shipping, 7 days replacement and GST invoice on every order.',
  keywords:
    'smart ring, smartwatch, tws earbuds, wireless headphones, neckband earphones, corporate gifts, buy online india',
};

export const MAIN_OFFERS: readonly string[] = [
  '<b>Free shipping</b> on all orders across India',
  'Up to <b>40% off</b> on <a href="/category/true-wireless-stereo">True Wireless Stereo</a> this week',
  'New: <b>Aura Ring Gen 3</b> in titanium - <a href="/category/smart-rings">shop smart rings</a>',
  // The prepaid discount is the one checkout applies, filled in when served (domain/offer-banner.ts).
  `Extra <b>${PREPAID_DISCOUNT_PLACEHOLDER} off</b> on prepaid orders - <a href="/category/corporate-gifting">bulk gifting</a> welcome`,
];
