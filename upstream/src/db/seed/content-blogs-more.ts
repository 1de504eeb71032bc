// Blogs 4 to 6 (see content-blogs.ts).
import type { BlogDef } from './blog-def.ts';

export const MORE_BLOGS: BlogDef[] = [
  {
    id: 4,
    title: 'Making Your Earbuds Battery Last Longer',
    titledesc: 'Simple charging habits that keep TWS earbuds going strong for years',
    kind: 'earbuds',
    urls: '/category/true-wireless-stereo',
    publishedOn: '2025-12-02',
    metaTitle: 'How to Make Wireless Earbuds Battery Last Longer: 8 Tips | Lumen',
    metaDescription:
      'Eight practical tips to extend the battery life of your true wireless earbuds and charging case, from charging habits to firmware updates.',
    metaKeyword: 'earbuds battery life, tws battery tips, charging case, lithium battery care',
    content: `
<p>Each earbud carries a battery smaller than a coin, and the case holds three or four more charges. Lithium-ion batteries age with heat and with the way they are charged. These habits help yours keep most of its capacity for years.</p>
<h2>Everyday habits</h2>
<ol>
  <li><strong>Put the buds back in the case.</strong> It keeps them topped up and switches them off properly.</li>
  <li><strong>Avoid heat.</strong> Do not leave the case on a car dashboard or in direct sun; above 45&deg;C batteries age fast.</li>
  <li><strong>Do not wait for zero.</strong> Charge the case when it drops to about 20%.</li>
  <li><strong>Use a normal charger.</strong> Any certified 5 V USB charger works; the case draws what it needs.</li>
  <li><strong>Clean the contacts.</strong> Wipe the metal pins on the buds and in the case with a dry cotton bud once a month, so they charge reliably.</li>
</ol>
<h2>Settings that help</h2>
<ul>
  <li>Turn off ANC when you are somewhere quiet.</li>
  <li>Use AAC or SBC instead of the high-quality codec when you are streaming video or podcasts.</li>
  <li>Lower the volume a notch: your ears and the battery both thank you.</li>
</ul>
<h2>Storing earbuds</h2>
<p>If you will not use them for a month or more, charge the case to about half and store it somewhere cool. A fully empty battery left for months may not wake up again.</p>
<h2>When to ask for help</h2>
<p>If one bud lasts much less than the other, try a reset (described in the product manual on our <a href="/useproduct">product manual page</a>). If it still drains within the warranty period, raise a <a href="/registerrequest">service request</a>: batteries below 70% of their capacity are covered.</p>
`,
  },
  {
    id: 5,
    title: 'Tech Gifts Your Team Will Actually Use',
    titledesc: 'Planning corporate gifts for Diwali, onboarding and milestones',
    kind: 'gift-box',
    urls: '/category/corporate-gifting',
    publishedOn: '2026-01-10',
    metaTitle: 'Corporate Tech Gifts for Employees and Clients in India | Lumen',
    metaDescription:
      'Plan corporate tech gifts that people use every day: onboarding kits, Diwali gift boxes and executive hampers with your logo, delivered across India.',
    metaKeyword: 'corporate gifts india, diwali corporate gifts, employee onboarding kit, branded tech gifts',
    content: `
<p>The best corporate gift is one that is still in use a year later. Tech gifts do well because they are personal without being too personal: everyone wears earbuds on the commute or a watch to the gym.</p>
<h2>Onboarding kits</h2>
<p>A new joiner's first day sets the tone. Our Welcome Kit Essentials combines a neckband or earbuds with a desk charger and a notebook, in a box printed with your logo and a welcome note from the team. Order once and we keep kits in stock for your joiners through the year.</p>
<h2>Festive gifting</h2>
<p>Diwali orders peak in October, so plan early:</p>
<ul>
  <li><strong>August:</strong> choose the products and the box design, and approve a sample.</li>
  <li><strong>September:</strong> share the delivery list; we ship to each employee's home or in bulk to your offices.</li>
  <li><strong>October:</strong> boxes are packed, branded and dispatched two to three days after your order.</li>
</ul>
<h2>Recognition and milestones</h2>
<p>For work anniversaries and awards, an executive hamper with the Summit ANC headphones or a Vertex watch, engraved with the person's name, says thank you in a way a certificate cannot.</p>
<h2>What we take care of</h2>
<ul>
  <li>Logo printing on boxes and sleeves, and engraving on selected products.</li>
  <li>Personal notes for each recipient.</li>
  <li>Delivery to any of our serviceable pincodes, with one GST invoice for the whole order.</li>
  <li>Warranty registration for every device, so recipients get service without an invoice of their own.</li>
</ul>
<p>Orders start at 10 units. Tell us what you have in mind through the <a href="/category/corporate-gifting">corporate gifting page</a> and a key account manager will reply within one working day.</p>
`,
  },
  {
    id: 6,
    title: 'Caring for Your Devices in the Monsoon',
    titledesc: 'Water resistance ratings decoded, and how to dry and clean your wearables',
    kind: 'neckband',
    urls: '/category/wireless-earphones',
    publishedOn: '2026-02-14',
    metaTitle: 'Monsoon Care for Earphones, Smartwatches and Rings: IP Ratings Explained | Lumen',
    metaDescription:
      'What IPX4, IP68 and 5 ATM really mean, and how to keep your earphones, smartwatch and smart ring working through the Indian monsoon.',
    metaKeyword: 'ip68 meaning, ipx4 earphones, waterproof smartwatch, monsoon gadget care, water resistance',
    content: `
<p>Rain, sweat and humidity are the daily reality of an Indian monsoon. Most Lumen devices are built for it, but "water resistant" means different things on different products.</p>
<h2>What the ratings mean</h2>
<table>
  <thead><tr><th>Rating</th><th>What it survives</th><th>Lumen examples</th></tr></thead>
  <tbody>
    <tr><td>IPX4</td><td>Splashes and sweat from any direction</td><td>Most earbuds and neckbands</td></tr>
    <tr><td>IPX7</td><td>Dropped in 1 m of fresh water for 30 minutes</td><td>Rally Sport Neckband</td></tr>
    <tr><td>IP68</td><td>Dust-tight and longer immersion</td><td>Aura Ring Lite, watches</td></tr>
    <tr><td>5 ATM / 10 ATM</td><td>Swimming in a pool (50 m / 100 m pressure)</td><td>Aura Ring Gen 3, Vertex Watch 5</td></tr>
  </tbody>
</table>
<p>None of these ratings cover hot water, saunas, soap or sea water over time, and water resistance slowly weakens as seals age.</p>
<h2>After you get caught in the rain</h2>
<ol>
  <li>Wipe the device with a soft, dry cloth.</li>
  <li>Shake earbuds gently with the speaker mesh facing down.</li>
  <li>Let everything dry at room temperature for an hour before charging. Never charge a wet device or case.</li>
  <li>Do not use a hair dryer or keep it in rice: warm air damages seals, and rice dust gets into ports.</li>
</ol>
<h2>Keeping it clean</h2>
<p>Sweat and skin oils are acidic. Rinse silicone straps and ring surfaces with fresh water after a workout, and clean ear tips with a damp cloth every week. A clean sensor reads your heart rate more accurately too.</p>
<h2>Storage</h2>
<p>Humidity can fog up screens and corrode contacts. Keep devices and their cases in a dry drawer rather than a bathroom shelf, and add a silica gel sachet to the box.</p>
<p>If water has got inside a device, stop using it and raise a <a href="/registerrequest">service request</a>; our service centres can check and dry it safely.</p>
`,
  },
];
