/** Lessons of the demo catalogue, filed under a master class (grade) and one of its subjects. */
export type Theme = 'Nature Theme' | 'Kids Theme';
export type SceneName =
  | `Scene ${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`
  | 'Shivaji Maharaj BookReading Scene'
  | 'RajyabhishekSohalha';

interface LessonPlan {
  grade: number;
  subject: string;
  chapter: number;
  title: string;
  subtitle?: string;
  draft?: boolean;
}

export interface VideoPlan extends LessonPlan {
  type: 'video';
  theme: Theme;
}

export interface VrPlan extends LessonPlan {
  type: 'vr';
  /** What the scene shows (3-100 characters). */
  sceneId: string;
  /** Only experimental scenes name one of the fixed scenes, as the content form asks. */
  sceneName?: SceneName;
  audio?: string;
}

export type ContentPlan = VideoPlan | VrPlan;

const video = (theme: Theme, lesson: LessonPlan): VideoPlan => ({ type: 'video', theme, ...lesson });
const vr = (scene: Omit<VrPlan, keyof LessonPlan | 'type'>, lesson: LessonPlan): VrPlan => ({
  type: 'vr',
  ...scene,
  ...lesson,
});

const KIDS = 'Kids Theme';
const NATURE = 'Nature Theme';
const EVS_1 = 'Environmental Studies Part 1';
const EVS_2 = 'Environmental Studies Part 2';
const SCIENCE = 'General Science';
const HISTORY = 'History and Civics';

export const CONTENT_PLANS: readonly ContentPlan[] = [
  video(KIDS, {
    grade: 1,
    subject: 'Mathematics',
    chapter: 1,
    title: 'Let Us Count',
    subtitle: 'Counting from 1 to 9 with mangoes, marbles and bullock carts',
  }),
  video(KIDS, {
    grade: 1,
    subject: 'Marathi',
    chapter: 2,
    title: 'Swar and Vyanjan',
    subtitle: 'Reading and writing the vowels and consonants of the Marathi alphabet',
  }),
  video(KIDS, {
    grade: 2,
    subject: 'English',
    chapter: 3,
    title: 'Colours All Around',
    subtitle: 'Naming the colours of flowers, birds and clothes at the village fair',
  }),
  video(KIDS, { grade: 2, subject: 'Play Do Learn', chapter: 4, title: 'Songs and Action Games' }),
  video(NATURE, {
    grade: 3,
    subject: 'Environmental Studies',
    chapter: 1,
    title: 'Our Surroundings',
    subtitle: 'Plants, animals and people of our village',
  }),
  video(NATURE, {
    grade: 3,
    subject: 'Environmental Studies',
    chapter: 7,
    title: 'Where Does Water Come From',
    subtitle: 'Wells, rivers, dams and the monsoon rain',
  }),
  video(KIDS, { grade: 3, subject: 'Mathematics', chapter: 5, title: 'Addition with Carrying', draft: true }),
  video(NATURE, {
    grade: 4,
    subject: EVS_1,
    chapter: 4,
    title: 'Food for All',
    subtitle: 'Grains, pulses and vegetables grown on our farms',
  }),
  video(NATURE, {
    grade: 5,
    subject: EVS_1,
    chapter: 1,
    title: 'Our Earth and Our Solar System',
    subtitle: 'The Sun, the planets and the place of the Earth among them',
  }),
  video(KIDS, {
    grade: 5,
    subject: 'English',
    chapter: 6,
    title: 'A Wise Old Owl',
    subtitle: 'A poem about listening more and speaking less',
  }),
  video(KIDS, {
    grade: 5,
    subject: 'Hindi',
    chapter: 2,
    title: 'Hamari Pathshala',
    subtitle: 'A poem about our school, our friends and our teachers',
  }),
  video(NATURE, {
    grade: 6,
    subject: SCIENCE,
    chapter: 2,
    title: 'The Living World',
    subtitle: 'How living things differ from non-living things',
  }),
  video(KIDS, {
    grade: 6,
    subject: 'Mathematics',
    chapter: 2,
    title: 'Angles',
    subtitle: 'Measuring and drawing angles with a protractor',
  }),
  video(NATURE, {
    grade: 7,
    subject: 'Geography',
    chapter: 1,
    title: 'Seasons',
    subtitle: 'Why our village has a summer, a monsoon and a winter',
  }),
  video(NATURE, {
    grade: 7,
    subject: 'Geography',
    chapter: 3,
    title: 'Tides',
    subtitle: 'High tide and low tide on the Konkan coast',
    draft: true,
  }),
  video(NATURE, {
    grade: 7,
    subject: SCIENCE,
    chapter: 1,
    title: 'The Living World: Adaptations and Classification',
  }),
  vr(
    {
      sceneId: 'Durbar hall of Raigad fort on coronation day',
      sceneName: 'RajyabhishekSohalha',
      audio: 'rajyabhishek-sohala-narration.mp3',
    },
    {
      grade: 4,
      subject: EVS_2,
      chapter: 9,
      title: 'The Coronation of Shivaji Maharaj',
      subtitle: 'The Rajyabhishek at Raigad in 1674',
    },
  ),
  vr(
    {
      sceneId: 'Reading corner with the story of young Shivaji at Shivneri',
      sceneName: 'Shivaji Maharaj BookReading Scene',
      audio: 'shivaji-maharaj-katha.mp3',
    },
    {
      grade: 4,
      subject: 'Marathi',
      chapter: 12,
      title: 'Stories of Shivaji Maharaj',
      subtitle: 'Reading together in the village library',
    },
  ),
  vr(
    { sceneId: 'Torna and Rajgad forts seen from the ramparts', sceneName: 'Scene 7' },
    {
      grade: 7,
      subject: HISTORY,
      chapter: 5,
      title: 'Foundation of the Swaraj',
      subtitle: 'Shivaji Maharaj and the forts of the Sahyadri',
    },
  ),
  vr(
    { sceneId: 'The Earth turning around the Sun seen from space', sceneName: 'Scene 1' },
    {
      grade: 5,
      subject: EVS_1,
      chapter: 3,
      title: 'Motions of the Earth',
      subtitle: 'Rotation, revolution, day and night',
    },
  ),
  vr(
    { sceneId: 'Walk through the bones of the human body', sceneName: 'Scene 2' },
    { grade: 6, subject: SCIENCE, chapter: 10, title: 'Our Skeletal System and the Skin' },
  ),
  vr(
    {
      sceneId: 'Phases of the Moon watched from a village rooftop',
      sceneName: 'Scene 3',
      audio: 'phases-of-the-moon.mp3',
    },
    {
      grade: 7,
      subject: 'Geography',
      chapter: 2,
      title: 'The Sun, the Moon and the Earth',
      subtitle: 'Phases of the Moon and eclipses',
    },
  ),
  vr(
    { sceneId: 'Lines of latitude and longitude on a globe', sceneName: 'Scene 4' },
    { grade: 6, subject: 'Geography', chapter: 1, title: 'The Earth and the Graticule' },
  ),
  vr(
    { sceneId: 'A walk through a Sahyadri forest in the monsoon', sceneName: 'Scene 5' },
    {
      grade: 3,
      subject: 'Environmental Studies',
      chapter: 4,
      title: 'Diversity in Plants',
      subtitle: 'Trees, shrubs and creepers of the Sahyadri forest',
    },
  ),
  vr(
    { sceneId: 'A village farm from sowing to harvest', sceneName: 'Scene 6' },
    {
      grade: 4,
      subject: EVS_1,
      chapter: 6,
      title: 'A Visit to the Farm',
      subtitle: 'Jowar, bajra and sugarcane through the seasons',
      draft: true,
    },
  ),
  vr(
    { sceneId: 'Council of eight ministers in the royal court' },
    {
      grade: 7,
      subject: HISTORY,
      chapter: 7,
      title: 'Administration of the Swaraj',
      subtitle: 'The Ashtapradhan and the rule of Shivaji Maharaj',
      draft: true,
    },
  ),
];
