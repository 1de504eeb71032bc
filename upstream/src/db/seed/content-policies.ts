// Shipping, refund and warranty policies (HTML of the static pages).
import { COMPANY } from './content-company.ts';

const contact = `<a href="mailto:${COMPANY.careEmail}">${COMPANY.careEmail}</a> or ${COMPANY.tollFree} (toll free, ${COMPANY.hours})`;

export const SHIPPING_HTML = `
<h1>Shipping Policy</h1>
<p>This policy explains how and when Lumen delivers orders placed on this website. It applies to every order shipped within India by ${COMPANY.legalName}.</p>
<h2>Shipping charges</h2>
<p>Shipping is free on every order across India, whatever its value. We do not add packing or handling charges. Cash on delivery orders carry no extra fee either; prepaid orders get an extra discount shown at checkout.</p>
<h2>Where we deliver</h2>
<p>We deliver to more than 19,000 pincodes through our courier partners. Enter your pincode on any product page to see whether we deliver there and how long it takes. We are currently unable to deliver to Lakshadweep, the Nicobar district and the Kargil district; we are working with our partners to add them.</p>
<h2>Delivery times</h2>
<p>Orders placed before 2 pm on a working day leave our Bengaluru warehouse the next working day (gift boxes take two to three days to pack and brand). After dispatch, delivery usually takes:</p>
<table>
  <thead><tr><th>Destination</th><th>Working days after dispatch</th></tr></thead>
  <tbody>
    <tr><td>Metro cities (Delhi NCR, Mumbai, Pune, Bengaluru, Chennai, Kolkata, Hyderabad, Ahmedabad, Chandigarh)</td><td>1 to 3</td></tr>
    <tr><td>Rest of South India</td><td>2 to 4</td></tr>
    <tr><td>Rest of India</td><td>3 to 6</td></tr>
    <tr><td>North-east, Jammu and Kashmir, Ladakh, Andaman and Nicobar Islands</td><td>5 to 9</td></tr>
  </tbody>
</table>
<p>These are estimates. Weather, strikes, festivals and local restrictions can delay a shipment; we will tell you by SMS and mail if yours is held up.</p>
<h2>Tracking your order</h2>
<p>As soon as your order ships you receive an SMS and a mail with the courier's name and tracking number. You can also follow it under <a href="/orderlist">Track My Order</a> in your account.</p>
<h2>Receiving your order</h2>
<ul>
  <li>Please check that the outer box is sealed with Lumen tape and not damaged before you accept it.</li>
  <li>If the box is damaged or appears opened, refuse the delivery or note it on the courier's receipt, and contact us within 48 hours.</li>
  <li>We recommend recording a short unboxing video; it makes any claim for a missing or damaged item quick to settle.</li>
  <li>Cash on delivery orders must be paid in cash or by UPI to the delivery agent.</li>
</ul>
<h2>Undelivered orders</h2>
<p>The courier attempts delivery up to three times. If the order cannot be delivered (wrong address, nobody available, refused without reason) it returns to us and a prepaid order is refunded in full to the original payment method within 7 working days of its return.</p>
<h2>International orders</h2>
<p>This website ships within India only. Customers in the United Arab Emirates and Sri Lanka can buy Lumen products from our authorised partners, whose service centres are listed on the <a href="/servicecentre">service centre page</a>.</p>
<h2>Questions</h2>
<p>Write to ${contact}. Please keep your order number ready.</p>
`;

export const REFUND_HTML = `
<h1>Refund Policy</h1>
<p>We want you to love your Lumen device. If something is not right, this policy explains how replacements, returns and refunds work for orders placed on this website.</p>
<h2>7 days replacement</h2>
<p>If your product arrives damaged, defective or different from what you ordered, we replace it free of charge. Raise a <a href="/registerrequest">service request</a> or contact us within 7 days of delivery. We arrange the pickup, inspect the product within 3 working days of receiving it and ship the replacement at no cost to you.</p>
<h2>Conditions for a replacement or return</h2>
<ul>
  <li>The product is in its original box with every accessory, manual, warranty card and free gift that came with it.</li>
  <li>It has no physical damage, liquid damage, scratches or marks from use beyond trying it on.</li>
  <li>The serial number and the invoice match the product.</li>
  <li>Smart rings: the size exchange is free within 7 days if the ring is unworn and in its original packaging.</li>
</ul>
<h2>Items that cannot be returned</h2>
<ul>
  <li>Earbuds and earphones that have been used, for hygiene reasons, unless they are defective.</li>
  <li>Corporate gift boxes branded with a customer's logo or message.</li>
  <li>Products bought at a clearance sale marked as final sale.</li>
  <li>Offer products given free or at an offer price with another product, unless the main product is returned too.</li>
</ul>
<h2>Cancellations</h2>
<p>You can cancel an order free of charge until it is dispatched: write to us with the order number. Once it has shipped, you may refuse the delivery or follow the return process above.</p>
<h2>How refunds are paid</h2>
<table>
  <thead><tr><th>Payment method</th><th>Refund to</th><th>Time after approval</th></tr></thead>
  <tbody>
    <tr><td>Credit or debit card, net banking, UPI, wallet</td><td>The original payment method</td><td>5 to 7 working days</td></tr>
    <tr><td>Cash on delivery</td><td>Your bank account (we ask for the details) or UPI</td><td>5 to 7 working days</td></tr>
    <tr><td>EMI</td><td>The card; the bank cancels the EMI plan</td><td>7 to 10 working days</td></tr>
  </tbody>
</table>
<p>Discounts and coupons used on a returned order are not refunded in cash; a coupon that is still valid is restored to your account. The prepaid discount is deducted from the refund when only part of an order is returned.</p>
<h2>Inspection and disputes</h2>
<p>If the inspection finds damage that is not covered, we send you photos and return the product at no charge. If you disagree with the outcome, reply to our mail within 7 days and a senior member of the service team will review it.</p>
<h2>Contact</h2>
<p>Write to ${contact}.</p>
`;

export const WARRANTY_HTML = `
<h1>Warranty Policy</h1>
<p>Every Lumen product bought from this website or an authorised seller is covered by a limited warranty against manufacturing defects from the date on its invoice.</p>
<h2>Warranty periods</h2>
<table>
  <thead><tr><th>Product</th><th>Warranty</th></tr></thead>
  <tbody>
    <tr><td>Smart rings and smartwatches</td><td>12 months</td></tr>
    <tr><td>True wireless earbuds, headphones and neckband earphones</td><td>12 months</td></tr>
    <tr><td>Charging docks, cables, straps and cases</td><td>6 months</td></tr>
    <tr><td>Corporate gift boxes</td><td>The warranty of each product inside</td></tr>
  </tbody>
</table>
<p>Register your product on the <a href="/productregistration">product registration page</a> with a copy of the invoice: it extends the warranty of rings and watches by 3 months and makes any claim faster.</p>
<h2>What is covered</h2>
<ul>
  <li>Defects in material and workmanship under normal use.</li>
  <li>Batteries that hold less than 70% of their rated capacity within the warranty period.</li>
  <li>Failures of sensors, displays, buttons, microphones, speakers and charging that are not caused by damage.</li>
</ul>
<h2>What is not covered</h2>
<ul>
  <li>Physical damage, cracks, dents and scratches, and damage by liquid beyond the product's rated water resistance.</li>
  <li>Damage from chargers that are not certified, from opening or repairing the product outside an authorised service centre, or from modified software.</li>
  <li>Normal wear of straps, ear tips, ear cushions and coatings.</li>
  <li>Loss or theft, and products whose serial number has been removed or altered.</li>
</ul>
<h2>How to claim</h2>
<ol>
  <li>Raise a <a href="/registerrequest">service request</a> with your order number, invoice number and a description of the fault, or visit an <a href="/servicecentre">authorised service centre</a>.</li>
  <li>Our team may ask you to try a few steps first (charging for two hours, a reset as described in the <a href="/useproduct">product manual</a>).</li>
  <li>If the product needs repair, drop it at a service centre or ask for a free pickup from any pincode we deliver to.</li>
  <li>We repair or replace the product, at our choice, usually within 7 working days. A replacement may be a new or refurbished unit of the same or a newer model, and is covered for the rest of the original warranty or 90 days, whichever is longer.</li>
</ol>
<p>Track your request any time on the <a href="/trackrequest">track request page</a> with your email or mobile number.</p>
<h2>Out-of-warranty service</h2>
<p>Service centres repair products after the warranty ends at published prices; battery replacement for watches and headphones is available for at least four years after a model is discontinued.</p>
<h2>Your rights</h2>
<p>This warranty is in addition to your rights under the Consumer Protection Act, 2019, which it does not limit. Contact ${contact}.</p>
`;
