export { createAppStore, store, rootReducer, injectSlice, handleError, type AppStore, type AppDispatch, type RootState } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export { reportError } from './error-handler';
export { navigateTo, setNavigator, type Navigate } from './navigation';
export * from './snackbar-slice';
export * from './preferences-slice';
export * from './session-slice';
export { handleErrorsInPage } from './page-errors';
export { followOtherTabs, reloadSignedInUser } from './session-listeners';
