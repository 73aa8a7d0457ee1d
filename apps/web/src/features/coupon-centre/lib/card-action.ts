/** The coupon card's rules live in the web kit (shared with the mobile storefront). */
export * from '@yaocai/web-kit/coupons';
