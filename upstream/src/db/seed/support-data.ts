// After-sales reference data: complaint types (id 5 shows the checklist), the checklist, and the
// authorised service centres in India, the United Arab Emirates and Sri Lanka.
import { CHECKLIST_COMPLAINT_TYPE_ID } from '@shop/commerce/support/limits';
import type { ServiceCentreRow } from '../../domain/service-centre-tree.ts';

export const COMPLAINT_TYPES: ReadonlyArray<{ id: number; complaint: string }> = [
  { id: 1, complaint: 'Not charging' },
  { id: 2, complaint: 'Bluetooth pairing or connectivity issue' },
  { id: 3, complaint: 'Battery drains quickly' },
  { id: 4, complaint: 'Sound, microphone or display problem' },
  { id: CHECKLIST_COMPLAINT_TYPE_ID, complaint: 'Device does not power on (dead on arrival)' },
  { id: 6, complaint: 'Physical damage or missing accessories on delivery' },
  { id: 7, complaint: 'Sensor readings look wrong' },
  { id: 8, complaint: 'Other' },
];

export const CHECKLIST: ReadonlyArray<{ id: number; chkList: string }> = [
  { id: 1, chkList: 'I charged the device for at least 2 hours with the original cable or dock.' },
  { id: 2, chkList: 'I tried a different certified 5 V USB power adapter.' },
  { id: 3, chkList: 'I cleaned the charging contacts with a dry cloth.' },
  { id: 4, chkList: 'I tried the hard reset described in the product manual.' },
  { id: 5, chkList: 'The device has no physical or liquid damage.' },
];

type Centre = Omit<ServiceCentreRow, 'country' | 'state' | 'city'>;

function centres(country: string, state: string, city: string, list: Centre[]): ServiceCentreRow[] {
  return list.map((c) => ({ country, state, city, ...c }));
}

export const SERVICE_CENTRES: readonly ServiceCentreRow[] = [
  ...centres('India', 'Karnataka', 'Bengaluru', [
    {
      asp_name: 'Lumen Care Centre Residency Road',
      address: '21 Residency Road, Shanthala Nagar, Bengaluru 560025',
      contact_person: 'Kiran Rao',
      mobile_no: '9845012345',
      emailid: 'blr.residency@service.lumen.example',
    },
    {
      asp_name: 'TechFix Solutions Koramangala',
      address: '118, 5th Block, 80 Feet Road, Koramangala, Bengaluru 560095',
      contact_person: 'Anitha Gowda',
      mobile_no: '9880123456',
      emailid: 'koramangala@techfix.example',
    },
  ]),
  ...centres('India', 'Karnataka', 'Mysuru', [
    {
      asp_name: 'Royal Gadget Care',
      address: '42 Sayyaji Rao Road, Devaraja Mohalla, Mysuru 570001',
      contact_person: 'Mahesh Urs',
      mobile_no: '9742233445',
      emailid: 'mysuru@royalgadget.example',
    },
  ]),
  ...centres('India', 'Maharashtra', 'Mumbai', [
    {
      asp_name: 'DigiCare Services Andheri',
      address: 'Shop 7, Crystal Plaza, Link Road, Andheri West, Mumbai 400053',
      contact_person: 'Rohan Desai',
      mobile_no: '9820456789',
      emailid: 'andheri@digicare.example',
    },
    {
      asp_name: 'Lumen Care Centre Fort',
      address: '2nd Floor, 14 Veer Nariman Road, Fort, Mumbai 400001',
      contact_person: 'Sneha Kulkarni',
      mobile_no: '9819011122',
      emailid: 'mum.fort@service.lumen.example',
    },
  ]),
  ...centres('India', 'Maharashtra', 'Pune', [
    {
      asp_name: 'SmartServe Electronics',
      address: '1205 FC Road, Shivajinagar, Pune 411005',
      contact_person: 'Amit Joshi',
      mobile_no: '9822098765',
      emailid: 'pune@smartserve.example',
    },
  ]),
  ...centres('India', 'Delhi', 'New Delhi', [
    {
      asp_name: 'Capital Device Care',
      address: 'M-24, Connaught Circus, New Delhi 110001',
      contact_person: 'Vikram Malhotra',
      mobile_no: '9811234567',
      emailid: 'cp@capitaldevicecare.example',
    },
    {
      asp_name: 'TechFix Solutions Lajpat Nagar',
      address: 'A-31, Central Market, Lajpat Nagar II, New Delhi 110024',
      contact_person: 'Pooja Arora',
      mobile_no: '9999012345',
      emailid: 'lajpat@techfix.example',
    },
  ]),
  ...centres('India', 'Tamil Nadu', 'Chennai', [
    {
      asp_name: 'Marina Gadget Services',
      address: '88 Anna Salai, Thousand Lights, Chennai 600002',
      contact_person: 'Karthik Subramanian',
      mobile_no: '9840123789',
      emailid: 'chennai@marinagadget.example',
    },
  ]),
  ...centres('India', 'Tamil Nadu', 'Coimbatore', [
    {
      asp_name: 'Kovai Smart Care',
      address: '56 DB Road, RS Puram, Coimbatore 641002',
      contact_person: 'Lakshmi Narayanan',
      mobile_no: '9894012345',
      emailid: 'cbe@kovaismart.example',
    },
  ]),
  ...centres('India', 'Telangana', 'Hyderabad', [
    {
      asp_name: 'Deccan Device Clinic',
      address: 'Plot 12, Road No. 36, Jubilee Hills, Hyderabad 500033',
      contact_person: 'Srinivas Reddy',
      mobile_no: '9848012345',
      emailid: 'hyd@deccandevice.example',
    },
  ]),
  ...centres('India', 'West Bengal', 'Kolkata', [
    {
      asp_name: 'Eastern Tech Support',
      address: '22 Park Street, Kolkata 700016',
      contact_person: 'Arindam Bose',
      mobile_no: '9830012345',
      emailid: 'kolkata@easterntech.example',
    },
  ]),
  ...centres('India', 'Kerala', 'Kochi', [
    {
      asp_name: 'Malabar Gadget Point',
      address: 'MG Road, Ravipuram, Kochi 682016',
      contact_person: 'Thomas Mathew',
      mobile_no: '9847012345',
      emailid: 'kochi@malabargadget.example',
    },
  ]),
  ...centres('India', 'Gujarat', 'Ahmedabad', [
    {
      asp_name: 'Sabarmati Service Hub',
      address: '305 Shivalik Plaza, IIM Road, Ahmedabad 380015',
      contact_person: 'Hardik Patel',
      mobile_no: '9825012345',
      emailid: 'amd@sabarmatihub.example',
    },
  ]),
  ...centres('United Arab Emirates', 'Dubai', 'Dubai', [
    {
      asp_name: 'Gulf Gadget Care LLC',
      address: 'Shop 14, Al Fahidi Street, Bur Dubai, Dubai',
      contact_person: 'Faisal Rahman',
      mobile_no: '+971 4 355 2210',
      emailid: 'dubai@gulfgadget.example',
    },
  ]),
  ...centres('United Arab Emirates', 'Abu Dhabi', 'Abu Dhabi', [
    {
      asp_name: 'Capital Electronics Service Centre',
      address: 'Hamdan Street, Al Markaziyah, Abu Dhabi',
      contact_person: 'Sajid Khan',
      mobile_no: '+971 2 627 4410',
      emailid: 'auh@capitalelectronics.example',
    },
  ]),
  ...centres('Sri Lanka', 'Western Province', 'Colombo', [
    {
      asp_name: 'Lanka Device Care (Pvt) Ltd',
      address: '45 Galle Road, Colombo 03',
      contact_person: 'Nuwan Perera',
      mobile_no: '+94 11 257 3344',
      emailid: 'colombo@lankadevice.example',
    },
  ]),
  ...centres('Sri Lanka', 'Central Province', 'Kandy', [
    {
      asp_name: 'Hill Capital Tech Services',
      address: '12 Dalada Veediya, Kandy',
      contact_person: 'Chamara Wickramasinghe',
      mobile_no: '+94 81 222 4567',
      emailid: 'kandy@hillcapitaltech.example',
    },
  ]),
];
