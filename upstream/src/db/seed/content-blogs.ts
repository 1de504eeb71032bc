// The blogs (GET /api/CommonData/GetBlogsById): six articles with their SEO fields. The banner of
// each is drawn from its device kind (/images/blogs/{id}.svg).
import type { BlogDef } from './blog-def.ts';
import { MORE_BLOGS } from './content-blogs-more.ts';

const FIRST_BLOGS: BlogDef[] = [
  {
    id: 1,
    title: 'How a Smart Ring Tracks Your Sleep',
    titledesc: 'What the sensors inside the Aura Ring measure at night, and how to read your sleep score',
    kind: 'ring',
    urls: '/category/smart-rings',
    publishedOn: '2025-09-12',
    metaTitle: 'How a Smart Ring Tracks Sleep: Sleep Stages, HRV and Readiness | Lumen',
    metaDescription:
      'Learn how the Aura smart ring measures sleep stages, heart rate variability and temperature at night, and how to use your sleep score to sleep better.',
    metaKeyword: 'smart ring sleep tracking, sleep stages, hrv, readiness score, aura ring',
    content: `
<p>The finger is one of the best places on the body to measure what happens while you sleep. Its arteries sit close to the skin, so a ring can read your pulse more steadily than a watch that slides around your wrist. Here is what the Aura Ring does between the moment you fall asleep and the moment you wake up.</p>
<h2>Three sensors, one small ring</h2>
<ul>
  <li><strong>Optical heart rate sensor:</strong> green and infrared LEDs measure your pulse and the tiny variations between beats (heart rate variability, or HRV).</li>
  <li><strong>Accelerometer:</strong> detects movement, so the ring knows when you are restless and when you are still.</li>
  <li><strong>Skin temperature sensor:</strong> follows your temperature through the night, to a tenth of a degree.</li>
</ul>
<h2>From signals to sleep stages</h2>
<p>Light, deep and REM sleep each have a signature. In deep sleep your heart rate drops and steadies and you barely move; in REM sleep your heart rate varies more and your muscles are relaxed. The ring combines these signals every 30 seconds and estimates your stage. Our algorithm was trained on nights recorded alongside clinical sleep studies and agrees with them about four times out of five.</p>
<h2>Reading your sleep score</h2>
<p>Your score out of 100 weighs total sleep, efficiency (time asleep divided by time in bed), timing, deep and REM sleep, and how restful the night was. A score above 85 is excellent; between 70 and 85 is good. One bad night is normal: look at your weekly trend instead.</p>
<h2>Five habits the data keeps confirming</h2>
<ol>
  <li>Keep the same wake-up time, even on Sundays.</li>
  <li>Finish dinner at least three hours before bed: late meals keep your heart rate high.</li>
  <li>Stop caffeine after 2 pm.</li>
  <li>Keep the bedroom cool and dark; a fan helps more than you think during an Indian summer.</li>
  <li>Put the phone away 30 minutes before bed.</li>
</ol>
<p>Wear the ring snug but comfortable on your index or middle finger for the best readings, and charge it in the morning while you shower so it never misses a night.</p>
`,
  },
  {
    id: 2,
    title: 'Choosing the Right Smartwatch for You',
    titledesc: 'GPS, calling, battery or style: a short guide to the Vertex, Orbit and Trail watches',
    kind: 'watch',
    urls: '/category/smart-watches',
    publishedOn: '2025-10-03',
    metaTitle: 'Smartwatch Buying Guide India: GPS, Calling, Battery Life | Lumen',
    metaDescription:
      'Not sure which smartwatch to buy? Compare GPS, Bluetooth calling, AMOLED displays and battery life across the Lumen Vertex, Orbit and Trail watches.',
    metaKeyword: 'smartwatch buying guide, best smartwatch india, gps watch, calling smartwatch, amoled watch',
    content: `
<p>Every smartwatch tells the time and counts steps. The differences that matter show up after a week of wearing one. Ask yourself these four questions before you buy.</p>
<h2>1. Do you run or cycle outdoors?</h2>
<p>Then you want built-in GPS, so the watch maps your route and measures pace without your phone. The Vertex Watch 5 has dual-band GPS that stays accurate between tall buildings, and the Trail Watch Rugged adds a barometric altimeter for the hills.</p>
<h2>2. Will you take calls on it?</h2>
<p>Bluetooth calling needs a microphone and a speaker good enough for a noisy street. Our calling watches use two microphones with noise reduction, and let you save ten favourite contacts and dial from the watch.</p>
<h2>3. How often do you want to charge?</h2>
<p>An always-on AMOLED screen is beautiful and uses more power. Expect:</p>
<table>
  <thead><tr><th>Use</th><th>Vertex Watch 5</th><th>Orbit Watch Classic</th></tr></thead>
  <tbody>
    <tr><td>Typical, screen on raise</td><td>10 days</td><td>14 days</td></tr>
    <tr><td>Always-on display</td><td>4 days</td><td>6 days</td></tr>
    <tr><td>GPS workouts</td><td>22 hours</td><td>no GPS</td></tr>
  </tbody>
</table>
<h2>4. Office or outdoors?</h2>
<p>The Orbit Watch Classic has a round stainless steel case and leather or mesh straps that suit a formal shirt; the Trail Watch has a tough polymer case and a silicone strap for the weekend. Every Lumen watch takes standard quick-release straps, so you can change its character in seconds.</p>
<h2>Sizes and straps</h2>
<p>Cases are 42 mm or 46 mm. If your wrist is under 16 cm around, the smaller case will sit better. Extra strap colours are shown on each product page.</p>
<p>Still unsure? Our support team is happy to help you choose: write to care@lumen.example.</p>
`,
  },
  {
    id: 3,
    title: 'Active Noise Cancellation, Explained',
    titledesc: 'How ANC earbuds and headphones cancel the traffic, and when to use transparency mode',
    kind: 'headphones',
    urls: '/category/headphones',
    publishedOn: '2025-11-08',
    metaTitle: 'What Is Active Noise Cancellation (ANC) and How Does It Work? | Lumen',
    metaDescription:
      'Active noise cancellation explained simply: microphones, anti-noise and hybrid ANC, plus tips to get the best noise cancelling from Lumen earbuds and headphones.',
    metaKeyword: 'active noise cancellation, anc headphones, anc earbuds, hybrid anc, transparency mode',
    content: `
<p>A metro coach at rush hour is about 80 decibels loud. Turn your music up to drown it out and you risk your hearing. Active noise cancellation (ANC) takes the opposite approach: it removes the noise so you can listen at a lower volume.</p>
<h2>Anti-noise</h2>
<p>Sound is a wave of air pressure. If you play a second wave that is the exact mirror image of the first, the two cancel out. ANC headphones listen to the noise around you with tiny microphones and play that mirror image, called anti-noise, through the speaker together with your music, thousands of times a second.</p>
<h2>Feed-forward, feedback and hybrid</h2>
<ul>
  <li><strong>Feed-forward</strong> microphones sit outside the ear cup and hear noise before it reaches you.</li>
  <li><strong>Feedback</strong> microphones sit inside, next to your ear, and correct what is left.</li>
  <li><strong>Hybrid ANC</strong>, used in the Summit ANC 700 and Nimbus Buds 2 Pro, combines both for deeper cancellation across more frequencies.</li>
</ul>
<h2>What ANC is good at</h2>
<p>ANC works best on steady, low sounds: engines, fans, air conditioners, the rumble of a train. Sudden, high sounds such as voices and horns are harder to cancel, which is why a good seal from the right ear tip or cushion matters just as much.</p>
<h2>Transparency mode</h2>
<p>Sometimes you need to hear the world: an announcement at the station, traffic when you cross the road. Transparency mode plays the outside sound through the speakers so you can keep the earbuds in. Press and hold the touch panel for two seconds to switch.</p>
<h2>Getting the best from ANC</h2>
<ol>
  <li>Try all three ear tip sizes; the right one should seal without pressure.</li>
  <li>Use the fit test in the Lumen app.</li>
  <li>Keep the firmware updated: every update improves the filters.</li>
  <li>Turn ANC off when you do not need it to gain up to 30% more battery.</li>
</ol>
`,
  },
];

export const BLOGS: readonly BlogDef[] = [...FIRST_BLOGS, ...MORE_BLOGS];
