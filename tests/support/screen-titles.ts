/** Every screen of src/app/routes.tsx and the title its browser tab should have, for the unit and browser tests. */
export const SCREEN_TITLES = (schoolId: string): Array<[path: string, title: string]> => [
  ['/dashboard', 'Dashboard'],
  ['/schools', 'Schools'],
  [`/schools/${schoolId}`, 'School Details'],
  [`/schools/${schoolId}/students`, 'Students'],
  [`/schools/${schoolId}/teachers`, 'Teachers'],
  [`/schools/${schoolId}/classes`, 'Classes'],
  [`/schools/${schoolId}/subjects`, 'Subjects'],
  [`/schools/${schoolId}/books`, 'Books'],
  [`/schools/${schoolId}/new-year`, 'Start the new year'],
  ['/devices', 'VR Devices'],
  ['/devices/d1', 'VR Device Details'],
  ['/devices/d1/edit', 'Edit VR Device'],
  ['/users', 'Users'],
  ['/content', 'Content'],
  ['/content/c1', 'Content Details'],
  ['/settings', 'Settings'],
];
