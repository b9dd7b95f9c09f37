// An async boundary: Module Federation initialises the shared modules before the app starts.
import('./bootstrap');
