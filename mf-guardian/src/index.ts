// The standalone development page: an async boundary, so Module Federation shares modules first.
import('./bootstrap');
