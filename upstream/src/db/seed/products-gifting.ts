// Corporate gifting (category 6): curated boxes for teams, dispatched after branding.
import type { ProductDef, VariantFamilyDef } from './product-def.ts';

export const GIFTING_FAMILIES: readonly VariantFamilyDef[] = [{ id: 10, name: 'Onboarding Kit' }];

const boxes: ProductDef[] = [
  { id: 601, categoryId: 6, name: 'Welcome Kit Essentials', model: 'CG-WK1', kind: 'gift-box', listPrice: 2999, salePrice: 2499, rating: 4.5, ratingCount: 320,
    colors: ['Navy Blue', 'Midnight Black'], lifestyles: ['Work', 'Gifting'],
    summary: 'Nimbus Buds Lite, a braided cable and a branded card in a magnetic gift box.',
    features: ['Nimbus Buds Lite inside', 'Logo on the lid', 'Personal welcome card'],
    family: { id: 10, heading: 'Essentials' }, dispatchDays: 2 },
  { id: 602, categoryId: 6, name: 'Executive Tech Hamper', model: 'CG-EX1', kind: 'gift-box', listPrice: 9999, salePrice: 8499, rating: 4.7, ratingCount: 140,
    colors: ['Midnight Black', 'Burgundy'], lifestyles: ['Work', 'Travel', 'Gifting'],
    summary: 'Strider Watch S2, Nimbus Buds 2 and a leather desk organiser for leaders.',
    features: ['Strider Watch S2 inside', 'Nimbus Buds 2 inside', 'Leather desk organiser', 'Laser-engraved name'],
    dispatchDays: 2 },
  { id: 603, categoryId: 6, name: 'Festive Gift Box Diwali Edition', model: 'CG-FD1', kind: 'gift-box', listPrice: 4999, salePrice: 3999, rating: 4.6, ratingCount: 510,
    colors: ['Burgundy', 'Champagne Gold'], soldOut: ['Champagne Gold'], lifestyles: ['Gifting'],
    summary: 'Echo Pods Air and festive treats in a hand-finished Diwali box.',
    features: ['Echo Pods Air inside', 'Festive sweets', 'Hand-finished box'],
    dispatchDays: 2 },
  { id: 604, categoryId: 6, name: 'Onboarding Kit Pro', model: 'CG-OB2', kind: 'gift-box', listPrice: 5999, salePrice: 4999, rating: 4.4, ratingCount: 260,
    colors: ['Navy Blue', 'Graphite Grey', 'Forest Green'], lifestyles: ['Work', 'Gifting'],
    summary: 'Flex Band 300 Pro, a notebook and a steel bottle for new joiners.',
    features: ['Flex Band 300 Pro inside', 'Branded notebook', 'Steel bottle'],
    family: { id: 10, heading: 'Pro' }, dispatchDays: 2 },
  { id: 605, categoryId: 6, name: 'Work From Home Kit', model: 'CG-WFH', kind: 'gift-box', listPrice: 6999, salePrice: 5499, rating: 4.3, ratingCount: 190,
    colors: ['Sand Beige', 'Midnight Black'], lifestyles: ['Work', 'Music'],
    summary: 'Loop Neckband Pro, a laptop stand and a desk lamp for the home office.',
    features: ['Loop Neckband Pro inside', 'Folding laptop stand', 'USB desk lamp'],
    dispatchDays: 2 },
  { id: 606, categoryId: 6, name: 'Wellness Gift Box', model: 'CG-WL1', kind: 'gift-box', listPrice: 7999, salePrice: 6499, rating: 4.5, ratingCount: 150,
    colors: ['Forest Green', 'Sand Beige'], lifestyles: ['Wellness', 'Fitness', 'Gifting'],
    summary: 'Pulse Watch Active, a yoga strap and herbal teas to encourage healthy habits.',
    features: ['Pulse Watch Active inside', 'Yoga strap', 'Herbal tea selection'],
    dispatchDays: 2 },
  { id: 607, categoryId: 6, name: 'Travel Tech Kit', model: 'CG-TR1', kind: 'gift-box', listPrice: 8999, salePrice: 7499, rating: 4.4, ratingCount: 210,
    colors: ['Navy Blue', 'Midnight Black'], lifestyles: ['Travel', 'Gifting'],
    summary: 'Groove Buds ANC, a 10000 mAh power bank and a tech organiser pouch.',
    features: ['Groove Buds ANC inside', '10000 mAh power bank', 'Tech organiser pouch'],
    dispatchDays: 2 },
  { id: 608, categoryId: 6, name: 'Leadership Gift Set', model: 'CG-LD1', kind: 'gift-box', listPrice: 9999, salePrice: 9999, rating: 4.8, ratingCount: 90,
    colors: ['Midnight Black', 'Champagne Gold'], lifestyles: ['Work', 'Gifting'],
    summary: 'Orbit Watch Mini and a fountain pen in a wooden presentation case.',
    features: ['Orbit Watch Mini inside', 'Fountain pen', 'Wooden presentation case'],
    dispatchDays: 3 },
];

export const GIFTING_PRODUCTS: readonly ProductDef[] = boxes;
