import { gumroadPingUrl, planResubscription } from '../../functions/src/shared/gumroad/resource-subscriptions';

const PING = 'https://us-central1-floaters-prod.cloudfunctions.net/gumroadPing';

describe('planResubscription', () => {
  const now = gumroadPingUrl(PING, 'new secret/+');

  it('puts the secret in the ping URL, encoded', () => {
    expect(now).toBe(`${PING}?secret=new%20secret%2F%2B`);
    expect(gumroadPingUrl(PING, '')).toBe(PING);
  });

  it('subscribes what is missing and removes only this site’s subscriptions with another secret', () => {
    const plan = planResubscription(
      [
        { id: 'a', resource_name: 'refund', post_url: now },
        { id: 'b', resource_name: 'dispute', post_url: gumroadPingUrl(PING, 'old') },
        { id: 'c', resource_name: 'dispute', post_url: 'https://elsewhere.example.com/hook' },
        { id: 'd', resource_name: 'refund', post_url: PING },
      ],
      PING,
      now,
    );
    expect(plan.subscribe).toEqual(['dispute', 'dispute_won']);
    expect(plan.remove.map((s) => s.id)).toEqual(['b', 'd']);
    expect(plan.kept.map((s) => s.id)).toEqual(['a']);
  });
});
