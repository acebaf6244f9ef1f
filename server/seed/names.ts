/** Marathi given names and surnames as school registers write them in Latin letters. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export const BOYS = words(`
  Aarav Abhishek Aditya Ajinkya Akash Aniket Atharva Chinmay Darshan Dnyanesh Ganesh Harshad Kartik Kunal
  Mahesh Mangesh Nikhil Om Omkar Parth Pranav Prathamesh Pratik Rohan Rohit Rudra Sahil Sai Sairaj Sandesh
  Sanket Shivam Shreyas Shubham Siddhesh Soham Suraj Swapnil Tejas Tushar Vaibhav Vedant Vighnesh Vinayak
  Yash Yuvraj
`);

export const GIRLS = words(`
  Aarya Aditi Aishwarya Ankita Anushka Apurva Arohi Bhakti Dnyaneshwari Gauri Gayatri Isha Ishwari Janhavi
  Kavya Komal Kshitija Madhura Manasi Mayuri Mrunal Nikita Pallavi Payal Pooja Prachi Pranali Priyanka
  Rutuja Sakshi Samruddhi Sanika Sayali Shravani Shruti Siddhi Sneha Snehal Swara Tanvi Tejaswini
  Vaishnavi Vedika
`);

/** Registers write a pupil as given name, father's name, surname. */
export const FATHERS = words(`
  Amol Anil Ashok Balasaheb Bhausaheb Dattatray Dilip Dnyandev Ganesh Kailas Machhindra Mahadev Nitin
  Popat Prakash Rahul Rajendra Ramesh Sachin Sandip Sanjay Santosh Shivaji Sopan Sunil Tukaram Vijay
  Vitthal Yogesh
`);

export const SURNAMES = words(`
  Auti Avhad Bankar Bhor Bhosale Borate Chavan Darekar Deshmukh Dhamdhere Dhumal Dighe Gade Gaikwad Garud
  Gawade Ghule Gholap Hinge Jadhav Jagtap Kadam Kale Kamble Karale Khaire Kokate Kolhe Kulkarni Lokhande
  Mane Mohite More Nimbalkar Patil Pawar Pokale Raut Salunkhe Sawant Shelar Shinde Shirke Sonawane Tambe
  Thombre Thorat Wagh Waghmare
`);

/** Teachers are a generation older than their pupils, and most of them are women. */
export const TEACHERS = words(`
  Anjali Archana Asha Kavita Lata Manisha Meena Nanda Rekha Rohini Savita Shalini Sunita Swati Ujwala
  Vandana Vidya Vaishali Bharat Dattatray Dnyaneshwar Kishor Prakash Rajesh Sanjay Shankar Suresh Vilas
  Vishwas
`);
