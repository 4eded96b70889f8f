/** The product cards of the landing page: the devices and apps Kollekta offers, in a few words each. */

import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PRODUCTS, LANDING_MESSAGES as TEXT } from '../messages';

const ICONS: readonly (typeof SvgIcon)[] = [
  ShoppingBasketOutlinedIcon,
  ViewColumnOutlinedIcon,
  PhoneIphoneOutlinedIcon,
  CalendarMonthOutlinedIcon,
];

export function ProductCards() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        {TEXT.productsHeading}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {PRODUCTS.map((product, index) => {
          const Icon = ICONS[index] ?? ShoppingBasketOutlinedIcon;
          return (
            <Card component="li" key={product.title} variant="outlined" data-testid="product-card">
              <CardContent>
                <Icon color="primary" aria-hidden sx={{ fontSize: 36 }} />
                <Typography variant="h3" component="h3" sx={{ mt: 1, mb: 0.5 }}>
                  {product.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {product.text}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
