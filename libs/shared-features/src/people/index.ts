// The forms and views of a child's record that the directors' and the families' apps both show.
export * from './form-basics';
export * from './child-fields';
export * from './update-form';
export * from './part-forms';
export * from './medical-form';
export * from './child-display';
export * from './child-pickup';
export * from './child-routes';
export * from './child-record';
