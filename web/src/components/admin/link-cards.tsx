import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkCard {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** A row of whole-card links to other admin screens. */
export function LinkCards({ cards }: { cards: LinkCard[] }) {
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((a) => (
        <Grid key={a.to} size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={a.to} sx={{ height: '100%', p: 1 }}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {a.icon}
                  {a.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {a.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
