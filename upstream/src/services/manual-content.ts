// The text of a product manual: sections common to every device and the ones that depend on its
// kind (ring, watch, earbuds, headphones, neckband, gift box). Pure; rendered by manual-pdf.ts.
import { SHOP_CARE } from '@shop/commerce/company';

export interface ManualSource {
  name: string;
  model: string;
  kind: string;
  categoryName: string;
  version: string;
  publishedOn: string;
  features: readonly string[];
}

export interface ManualSection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  steps?: readonly string[];
}

interface KindText {
  box: string[];
  start: string[];
  use: string[];
  charge: string;
  reset: string[];
  care: string[];
}

const AUDIO_RESET = [
  'Put both earbuds in the charging case and keep the lid open.',
  'Press and hold the case button for 15 seconds until the light blinks white three times.',
  "Remove the device from your phone's Bluetooth list, then pair it again.",
];

const KINDS: Record<string, KindText> = {
  ring: {
    box: ['Smart ring', 'Charging dock', 'USB-C cable', 'Quick start guide and warranty card'],
    start: [
      'Place the ring on its dock and charge it fully before first use (about 80 minutes).',
      'Install the Lumen app, create an account and choose Add device > Ring.',
      'Hold the ring near your phone; the app finds it and updates its firmware.',
    ],
    use: [
      'Wear the ring on your index or middle finger with the sensor bumps facing your palm.',
      'Wear it day and night: sleep, heart rate and recovery need a full night of data.',
      'Open the app once a day to sync; the ring stores up to 7 days of data.',
    ],
    charge:
      'Place the ring on the dock with the sensors touching the pins. The dock light is amber while charging and green when full.',
    reset: [
      'Place the ring on the powered dock.',
      'Tap the dock three times quickly; the light blinks white.',
      'Wait 30 seconds, then pair the ring again in the app.',
    ],
    care: [
      'Remove the ring when lifting weights or handling heavy tools to avoid scratches.',
      'Rinse with fresh water after swimming in a pool or the sea.',
    ],
  },
  watch: {
    box: ['Smartwatch with strap', 'Magnetic charging cable', 'Quick start guide and warranty card'],
    start: [
      'Charge the watch fully before first use (about 2 hours).',
      'Press and hold the side button for 3 seconds to switch it on.',
      'Install the Lumen app and scan the code shown on the watch to pair.',
    ],
    use: [
      'Swipe left and right to move between tiles; press the button to return to the watch face.',
      'Start a workout from the workout tile; GPS models find a signal faster outdoors and when still.',
      'Enable Bluetooth calling in the app to take calls on the watch.',
    ],
    charge: 'Attach the magnetic cable to the back of the watch. The screen shows the battery level while charging.',
    reset: [
      'Press and hold the side button for 15 seconds until the logo appears.',
      'If the watch still does not respond, charge it for 30 minutes and repeat.',
      'To restore factory settings, go to Settings > System > Reset on the watch.',
    ],
    care: ['Change straps with the quick-release pins; do not force them.', 'Do not press buttons under water.'],
  },
  earbuds: {
    box: [
      'Earbuds and charging case',
      'Ear tips in three sizes (medium fitted)',
      'USB-C cable',
      'Quick start guide and warranty card',
    ],
    start: [
      'Open the case: the earbuds enter pairing mode and the light blinks white.',
      "Select the device name in your phone's Bluetooth settings.",
      'Install the Lumen app to adjust touch controls, ANC and the equaliser.',
    ],
    use: [
      'Tap twice to play or pause, three times for the next track; hold for 2 seconds to switch ANC and transparency.',
      'Take one earbud out to use the other alone.',
      'Try all three ear tip sizes for the best seal and bass.',
    ],
    charge:
      'Put the earbuds in the case to charge them. Charge the case with the USB-C cable; 10 minutes give about 2 hours of music.',
    reset: AUDIO_RESET,
    care: [
      'Clean ear tips weekly with a damp cloth and the speaker mesh with a dry soft brush.',
      'Keep the case lid closed in bags to keep dust out.',
    ],
  },
  headphones: {
    box: [
      'Headphones',
      'Carry pouch or case',
      'USB-C cable',
      '3.5 mm audio cable',
      'Quick start guide and warranty card',
    ],
    start: [
      'Press and hold the power button for 5 seconds until the light blinks blue and red.',
      "Select the device name in your phone's Bluetooth settings.",
      'Install the Lumen app to adjust ANC and the equaliser.',
    ],
    use: [
      'Press the ANC button to cycle between noise cancelling, transparency and off.',
      'Swipe on the right ear cup to change volume and tracks.',
      'Connect the audio cable to listen without battery.',
    ],
    charge:
      'Charge with the USB-C cable; the light is red while charging and off when full. 10 minutes give about 5 hours of music.',
    reset: [
      'Switch the headphones off.',
      'Press and hold the power and ANC buttons together for 10 seconds until the light blinks purple.',
      "Remove the device from your phone's Bluetooth list, then pair it again.",
    ],
    care: [
      'Fold the headphones and keep them in their case when travelling.',
      'Replace ear cushions when they crack; replacement cushions are sold separately.',
    ],
  },
  neckband: {
    box: ['Neckband earphones', 'Ear tips in three sizes', 'USB-C cable', 'Quick start guide and warranty card'],
    start: [
      'Separate the magnetic earbuds to switch the neckband on; it enters pairing mode the first time.',
      "Select the device name in your phone's Bluetooth settings.",
      'Install the Lumen app to adjust the equaliser.',
    ],
    use: [
      'Join the earbuds magnetically to pause music and save battery.',
      'Press the middle button to play, pause or answer a call.',
      'Hold the volume buttons to change tracks.',
    ],
    charge: 'Charge with the USB-C cable; 10 minutes give about 10 hours of music.',
    reset: [
      'Switch the neckband off.',
      'Press and hold the middle button and volume up for 10 seconds until the light blinks.',
      'Pair it again from your phone.',
    ],
    care: ['Wipe sweat off the neckband after workouts.', 'Do not bend the cable sharply or wind it tightly.'],
  },
  'gift-box': {
    box: ['The products listed on the box sleeve', 'A personalised card', 'Manuals and warranty cards of each product'],
    start: [
      'Open the box from the tab at the back of the sleeve.',
      'Charge each device fully before first use.',
      'Follow the manual of each product to pair it with your phone.',
    ],
    use: ['Each product keeps its own controls and app features, described in its own manual.'],
    charge: 'Charge each device with the cable supplied with it.',
    reset: ['See the manual of the product concerned.'],
    care: ['Keep the gift box to store the products when travelling.'],
  },
};

export function manualSections(source: ManualSource): ManualSection[] {
  const kind = KINDS[source.kind] ?? KINDS['gift-box']!;
  return [
    {
      heading: 'About this manual',
      paragraphs: [
        `This manual covers the ${source.name} (model ${source.model}) in the ${source.categoryName} range. Read it before first use and keep it for later. Version ${source.version}, ${source.publishedOn}.`,
      ],
    },
    { heading: 'Key features', bullets: source.features.length > 0 ? source.features : [source.name] },
    { heading: 'In the box', bullets: kind.box },
    { heading: 'Getting started', steps: kind.start },
    { heading: 'Everyday use', bullets: kind.use },
    {
      heading: 'Charging and battery',
      paragraphs: [
        kind.charge,
        'Use a certified 5 V USB adapter. Charge at room temperature (0 to 40 degrees C). For a long battery life, recharge before the battery is empty and avoid leaving the device in a hot car.',
      ],
    },
    {
      heading: 'Care and cleaning',
      bullets: [
        ...kind.care,
        'Clean with a soft, dry or slightly damp cloth; no soap, alcohol or solvents.',
        'Let the device dry before charging after contact with water or sweat.',
      ],
    },
    {
      heading: 'Troubleshooting: hard reset',
      paragraphs: [
        'If the device does not respond or does not power on, charge it for at least 2 hours with the original cable, clean the charging contacts, then:',
      ],
      steps: kind.reset,
    },
    {
      heading: 'Safety information',
      bullets: [
        'Do not open, puncture or heat the device: it contains a lithium-ion battery.',
        'Stop using the device and contact us if it swells, smells or becomes hot.',
        'This is a wellness product, not a medical device. Consult a doctor about any health concern.',
        'Listening at high volume for long periods can damage your hearing.',
        'Dispose of the device at a service centre or an e-waste collection point, never with household waste.',
      ],
    },
    {
      heading: 'Warranty and service',
      paragraphs: [
        'Your device is covered by the Lumen warranty against manufacturing defects from the date on your invoice. Register it with the invoice on the product registration page.',
        `Raise a service request, track it, or find an authorised service centre on the customer support pages. Care: ${SHOP_CARE.email}, ${SHOP_CARE.phone} (toll free, ${SHOP_CARE.hours}).`,
      ],
    },
  ];
}
