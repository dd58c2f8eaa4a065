/** The title, metadata and hero of /about: what the list of fixed pages needs, apart from the page's long copy. */
import type { AboutContent } from './about-content-types';

export const aboutMeta: AboutContent['meta'] = {
    title: 'About Us: From Keyword Rankings to AI Citations',
    description:
      'Since 2003, Ascend Strategy Consulting has helped firms grow through search. Today we build the authority that makes AI answer engines cite your brand.',
    keywords: [
      'AI marketing consultancy',
      'AI authority building',
      'answer engine optimization',
      'generative engine optimization',
      'integrated marketing services',
      'zero-click search strategy',
      'New York marketing consultancy',
    ],
  };

export const aboutHero: AboutContent['hero'] = {
    eyebrow: 'About Ascend Strategy Consulting',
    heading: 'We Build the Authority That AI Engines Cite',
    factsLabel: 'Ascend at a glance',
    facts: [
      { value: '2003', label: 'Founded in New York' },
      { value: '20+', label: 'Years in search and digital marketing' },
      { value: '350+', label: 'Client projects delivered' },
      { value: '$50M+', label: 'Generated for clients' },
      { value: '400+', label: 'Ecosystem implementations' },
    ],
    intro:
      'Since 2003 we have helped ambitious firms win attention in search. The rules have changed: buyers now ask AI assistants and take the answer they are given. ' +
      'Our work is to make sure that answer is built on your expertise, names your brand and sends the right people to your door.',
  };
