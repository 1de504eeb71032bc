// Shared details of the company that every page names (the seller and the care contact of
// @shop/commerce/company, and the mailboxes only these pages give), and the brand story and
// careers pages.
import { SELLER, SELLER_FULL_ADDRESS, SHOP_CARE } from '@shop/commerce/company';

export const COMPANY = {
  legalName: SELLER.name,
  address: SELLER_FULL_ADDRESS,
  careEmail: SHOP_CARE.email,
  privacyEmail: 'privacy@lumen.example',
  careersEmail: 'careers@lumen.example',
  tollFree: SHOP_CARE.phone,
  hours: SHOP_CARE.hours,
  gstin: SELLER.gstin,
  cin: SELLER.cin,
} as const;

export const BRAND_HTML = `
<h1>The Lumen Story</h1>
<p>Lumen began in 2019 in a two-room office on Residency Road in Bengaluru, with three engineers who were tired of wearables that were designed for somebody else. Devices were either imported with prices to match, or cheap and forgotten in a drawer after a month. We set out to build technology that Indian customers would actually wear every day: light enough to forget, tough enough for a monsoon commute and honest about what it measures.</p>
<h2>What we make</h2>
<p>Today Lumen designs smart rings, smartwatches, true wireless earbuds, over-ear headphones and neckband earphones, and builds branded gift boxes for companies across the country. Every product is designed and tuned in Bengaluru, tested in our own lab for sweat, dust, heat and drops, and assembled by partners who meet our quality and labour standards.</p>
<ul>
  <li><strong>Smart Rings</strong> &ndash; the Aura and Halo rings track sleep, heart rate, SpO2 and recovery in a few grams of titanium or ceramic.</li>
  <li><strong>Smart Watches</strong> &ndash; the Vertex, Orbit and Trail watches bring AMOLED screens, GPS and Bluetooth calling to your wrist.</li>
  <li><strong>Audio</strong> &ndash; Nimbus and Echo earbuds, Summit headphones and Flex neckbands, tuned for Indian music and Indian streets.</li>
  <li><strong>Corporate Gifting</strong> &ndash; onboarding kits, festive boxes and executive hampers branded with your logo.</li>
</ul>
<h2>What we believe</h2>
<h3>Comfort first</h3>
<p>A tracker that you take off is a tracker that measures nothing. We obsess over weight, edges, straps and ear tips long before we talk about features, and we ship a free sizing kit with every ring.</p>
<h3>Data that stays yours</h3>
<p>Your health data is processed to show you your own trends and nothing else. We never sell it, we store it in India, and you can export or delete it from the app at any time. Read our <a href="/privacy">Privacy Policy</a> for the details.</p>
<h3>Service you can reach</h3>
<p>Every Lumen device comes with a warranty that is honoured at authorised service centres across India and abroad, a seven-day replacement promise and a support team that answers in English, Hindi, Kannada, Tamil and Telugu. Find your nearest centre on the <a href="/servicecentre">service centre page</a>.</p>
<h2>Made to last</h2>
<p>We design for repair: batteries in our watches and headphones can be replaced at a service centre, ear cushions and straps are sold separately, and our packaging is plastic-free paper pulp. Old Lumen devices can be dropped at any service centre for responsible recycling.</p>
<h2>Lumen in numbers</h2>
<ul>
  <li>More than 6 lakh devices shipped to 19,000 pincodes</li>
  <li>4.4 average rating across all products</li>
  <li>Authorised service partners across India, the United Arab Emirates and Sri Lanka</li>
  <li>500+ companies gifting Lumen to their teams</li>
</ul>
<p>Thank you for choosing Lumen. Questions, ideas or a story about how you use your device? Write to us at <a href="mailto:${COMPANY.careEmail}">${COMPANY.careEmail}</a>; we read every mail.</p>
`;

export const CAREER_HTML = `
<h1>Careers at Lumen</h1>
<p>We are a team of about 180 engineers, designers, scientists and support specialists building devices that people wear every day. If you like hard problems that end up on someone's finger or wrist, we would love to hear from you.</p>
<h2>Why work with us</h2>
<ul>
  <li><strong>Ship real hardware.</strong> Your work reaches lakhs of customers within months, not years.</li>
  <li><strong>Small teams, big ownership.</strong> Product teams of six to ten people own a device from the first sketch to after-sales.</li>
  <li><strong>Learn every day.</strong> A yearly learning budget of &#8377;50,000, conference travel and an internal lab open to everyone.</li>
  <li><strong>Take care of yourself.</strong> Health insurance for you, your partner, children and parents, a Lumen device of your choice, and flexible hours.</li>
</ul>
<h2>Open positions</h2>
<h3>Firmware Engineer, Wearables (Bengaluru)</h3>
<p>Write low-power firmware for our rings and watches on ARM Cortex-M and Bluetooth Low Energy. 3+ years of embedded C, experience with RTOS and power profiling. Sensor fusion experience is a plus.</p>
<h3>Android Engineer, Companion App (Bengaluru or remote in India)</h3>
<p>Build the Lumen app that millions of customers open every morning: Kotlin, Jetpack Compose, Bluetooth and background sync. 4+ years of Android experience.</p>
<h3>Acoustic Engineer (Bengaluru)</h3>
<p>Tune drivers, design ANC filters and run listening panels for our earbuds and headphones. A degree in acoustics, electronics or physics and hands-on measurement experience.</p>
<h3>Customer Care Specialist (Bengaluru, Hyderabad)</h3>
<p>Help customers by phone, chat and mail in English and at least one of Hindi, Kannada, Tamil or Telugu. Freshers with a love for gadgets are welcome.</p>
<h3>Key Account Manager, Corporate Gifting (Mumbai, Gurugram)</h3>
<p>Grow relationships with HR and procurement teams of large companies. 3+ years of B2B sales, ideally in consumer electronics or gifting.</p>
<h2>How we hire</h2>
<ol>
  <li>Send your CV and a few lines about why Lumen to <a href="mailto:${COMPANY.careersEmail}">${COMPANY.careersEmail}</a> with the role in the subject.</li>
  <li>A 30-minute call with the hiring manager within ten working days.</li>
  <li>A practical exercise close to the real work (never unpaid work we use).</li>
  <li>A final conversation with the team, and an answer within a week.</li>
</ol>
<h2>Internships</h2>
<p>Every January and July we take interns in firmware, app development, industrial design and data science for six months, with a stipend and a mentor. Final-year students may apply with their college's no-objection certificate.</p>
<p>Lumen is an equal-opportunity employer. We welcome applicants of every gender, religion, caste, region, disability and orientation. We never ask for money at any stage of hiring; report anyone who does to <a href="mailto:${COMPANY.careersEmail}">${COMPANY.careersEmail}</a>.</p>
`;
