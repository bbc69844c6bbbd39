export { Field, useFieldControl, type FieldProps, type FieldControlProps } from './Field';
export { TextField, TextArea, type TextFieldProps, type TextAreaProps } from './TextField';
export { Select, type SelectProps, type FieldOption } from './Select';
export { Checkbox, type CheckboxProps, type CheckedState } from './Checkbox';
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { Switch, type SwitchProps } from './Switch';
export { validateLength, characterCount, fieldRuleNames, type FieldRule, type FieldError, type LengthRules } from './validate';
