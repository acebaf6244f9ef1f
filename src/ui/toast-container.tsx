/**
 * react-toastify with the console's sizes, loaded with the first toast, styles and all. The only module
 * that imports the library, so it stays one chunk of its own.
 */
import '../styles/toasts.css';

export { ToastContainer, toast } from 'react-toastify';
