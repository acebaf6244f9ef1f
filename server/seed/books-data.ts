/** Textbooks and library books a Zilla Parishad school keeps; each school holds a share of them. */
export interface BookPlan {
  title: string;
  author: string;
  subject: string;
  grade: number;
  /** Class sets of textbooks run to dozens of copies; library books to a handful. */
  textbook?: boolean;
}

const BALBHARATI = 'Balbharati';

export const BOOK_PLANS: readonly BookPlan[] = [
  { title: 'Balbharati Marathi Class 1', author: BALBHARATI, subject: 'Marathi', grade: 1, textbook: true },
  { title: 'My English Book Four', author: BALBHARATI, subject: 'English', grade: 4, textbook: true },
  {
    title: 'Parisar Abhyas Part 1 Class 5',
    author: BALBHARATI,
    subject: 'Science',
    grade: 5,
    textbook: true,
  },
  { title: 'General Science Class 6', author: BALBHARATI, subject: 'Science', grade: 6, textbook: true },
  { title: 'Shyamchi Aai', author: 'Sane Guruji', subject: 'Marathi', grade: 6 },
  { title: 'Raja Shivchhatrapati', author: 'Babasaheb Purandare', subject: 'History', grade: 7 },
  { title: 'Agnipankh', author: 'A P J Abdul Kalam', subject: 'Marathi', grade: 7 },
  { title: 'Wings of Fire', author: 'A P J Abdul Kalam', subject: 'English', grade: 7 },
  { title: 'Yakshanchi Dengi', author: 'Jayant Narlikar', subject: 'Science', grade: 7 },
  { title: 'Panchatantra Stories', author: 'Vishnu Sharma', subject: 'English', grade: 3 },
  { title: "Grandma's Bag of Stories", author: 'Sudha Murty', subject: 'English', grade: 5 },
  { title: 'The Blue Umbrella', author: 'Ruskin Bond', subject: 'English', grade: 6 },
  { title: 'Swami and Friends', author: 'R K Narayan', subject: 'English', grade: 7 },
  { title: 'Premchand ki Bal Kahaniyan', author: 'Munshi Premchand', subject: 'Hindi', grade: 6 },
  { title: 'Shivaji Maharaj', author: 'Anant Pai', subject: 'History', grade: 4 },
  { title: 'Akbar and Birbal', author: 'Anant Pai', subject: 'English', grade: 4 },
];
